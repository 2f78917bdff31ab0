import { isSuspended } from "../meetups/matchingEligibility";
import type { StoredProfile } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import { isCheckInOpen } from "./Mixer";
import type { MixerEvent, Rsvp } from "./MixerEvent";

/** Why a student may not say "I'm here" at a mixer's door now. */
export type CheckInRefusal = "not-going" | "outside-check-in" | "suspended";

/**
 * Whether `rsvp`'s student may check in at `now` (the same rule as the server's rules on a mixer's
 * `rsvps`): going, from 15 minutes before the start until the end, and not suspended.
 */
export function whyCannotCheckIn(
  event: MixerEvent | null,
  rsvp: Rsvp | null,
  profile: StoredProfile,
  now: EpochMillis,
): CheckInRefusal | null {
  if (event === null || rsvp?.status !== "going") return "not-going";
  if (!isCheckInOpen(event.mixer, now)) return "outside-check-in";
  return isSuspended(profile, now) ? "suspended" : null;
}
