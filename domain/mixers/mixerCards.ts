import type { MeetingSignal } from "../meetups/MeetingSignal";
import type { Place } from "../meetups/Place";
import type { EpochMillis } from "../shared/EpochMillis";
import { checkInOpensAt, isCheckInOpen, type Mixer, rsvpClosesAt } from "./Mixer";
import { circleSignal, eventIdOf, isCheckedIn, spotsLeft } from "./MixerEvent";
import type { MixerLook } from "./ports/MixerStore";

/**
 * Where a student stands with a mixer of their school:
 * - open: they can RSVP (until the start);
 * - going: they have a place; "I'm here" opens 15 minutes before the start;
 * - waitlisted: in line for a place (until the start);
 * - at-the-door: going, and "I'm here" is open (until the end);
 * - checked-in: they are there; their circle shows at the start;
 * - in-circle: their icebreaker circle's colour and code word.
 */
export type MixerPhase = "open" | "going" | "waitlisted" | "at-the-door" | "checked-in" | "in-circle";

export interface MixerCard {
  readonly mixer: Mixer;
  readonly eventId: string;
  readonly place: Place | null;
  readonly phase: MixerPhase;
  /** Places still free at the school (the capacity before anyone RSVPed). */
  readonly spotsLeft: number;
  /** Their place in line while waitlisted. */
  readonly position: number | null;
  /** Their circle: its number (1, 2…) and its signal. */
  readonly circle: { readonly number: number; readonly signal: MeetingSignal } | null;
  readonly checkInOpensAt: EpochMillis;
  readonly rsvpClosesAt: EpochMillis;
  /** The RSVP may still be cancelled (until the start). */
  readonly canCancel: boolean;
  /** The mixer has started: the circles are formed (a latecomer's comes at once). */
  readonly started: boolean;
}

/** The card of a mixer at the student's school, or null when there is nothing for them to see or do. */
export function mixerCardOf(
  mixer: Mixer,
  school: string,
  look: MixerLook,
  place: Place | null,
  now: EpochMillis,
): MixerCard | null {
  const { event, rsvp } = look;
  const eventId = eventIdOf(mixer.id, school);
  const phase = phaseOf(mixer, look, now);
  if (phase === null) return null;
  const circle =
    phase === "in-circle" && rsvp?.circle != null
      ? { number: rsvp.circle + 1, signal: circleSignal(eventId, rsvp.circle) }
      : null;
  return {
    mixer,
    eventId,
    place: event?.place ?? place,
    phase,
    spotsLeft: event === null ? mixer.capacity : spotsLeft(event),
    position: phase === "waitlisted" ? (rsvp?.position ?? null) : null,
    circle,
    checkInOpensAt: checkInOpensAt(mixer),
    rsvpClosesAt: rsvpClosesAt(mixer),
    canCancel: now < rsvpClosesAt(mixer),
    started: now >= mixer.startsAt,
  };
}

function phaseOf(mixer: Mixer, { rsvp }: MixerLook, now: EpochMillis): MixerPhase | null {
  if (now >= mixer.endsAt) return null;
  const before = now < rsvpClosesAt(mixer);
  if (rsvp === null || rsvp.status === "cancelled") return before ? "open" : null;
  if (rsvp.status === "waitlisted") return before ? "waitlisted" : null;
  if (isCheckedIn(rsvp)) return rsvp.circle === null ? "checked-in" : "in-circle";
  return isCheckInOpen(mixer, now) ? "at-the-door" : "going";
}
