import { isProfileComplete } from "../profile/ProfileEdit";
import type { StoredProfile } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import type { NoMatchReason } from "./Match";

/** Suspended by the trust and safety team at `now`: no opt-in, no match, no waitlist. */
export const isSuspended = (profile: StoredProfile, now: EpochMillis): boolean => (profile.suspended_until ?? 0) > now;

/**
 * Why a student who opted in cannot be matched now, or null when they can. The round and the
 * waitlist both ask, so a student whose profile became incomplete, whom the trust and safety team
 * suspended, who paused matching, or whom the no-show policy paused (`pausedUntil`) is left out of
 * both, whatever their opt-in says.
 */
export function whyNotMatchable(
  profile: StoredProfile | null,
  pausedUntil: EpochMillis | null,
  now: EpochMillis,
): Extract<NoMatchReason, "profile-incomplete" | "suspended" | "snoozed" | "paused-for-no-shows"> | null {
  if (profile === null || !isProfileComplete(profile)) return "profile-incomplete";
  if (isSuspended(profile, now)) return "suspended";
  if ((profile.snoozed_until ?? 0) > now) return "snoozed";
  if (pausedUntil !== null) return "paused-for-no-shows";
  return null;
}
