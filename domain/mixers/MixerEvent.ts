import type { MeetingSignal } from "../meetups/MeetingSignal";
import { meetingSignals } from "../meetups/meetingSignals";
import type { Place } from "../meetups/Place";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Mixer } from "./Mixer";

/**
 * One school's mixer, as the system keeps it: the mixer of the schedule, the school's place, how
 * many are going and waiting, and its icebreaker circles. Written by the system alone, created by
 * the school's first RSVP.
 */
export interface MixerEvent {
  /** eventIdOf(mixer.id, school). */
  readonly id: string;
  readonly mixer: Mixer;
  readonly school: string;
  /** Where it is: the school's first place when the event was created; null when the school had none. */
  readonly place: Place | null;
  /** How many are going: never more than the capacity. */
  readonly going: number;
  /** How many wait in line (positions 1 to this, without gaps). */
  readonly waitlisted: number;
  /** When the circles were formed (at the start, once), or null before. */
  readonly circlesFormedAt: EpochMillis | null;
  /** How many circles there are (a latecomer may open one more); each one's signal is circleSignal's. */
  readonly circles: number;
  /** What the system has done about the event, each once ("reminder"). */
  readonly notices: readonly string[];
}

export type RsvpStatus = "going" | "waitlisted" | "cancelled";

/** A student's RSVP to their school's mixer. The system writes it; the student only checks in. */
export interface Rsvp {
  readonly eventId: string;
  readonly mixerId: string;
  readonly school: string;
  readonly uid: string;
  readonly status: RsvpStatus;
  /** Their place in line while waitlisted (1: next to get a place), else null. */
  readonly position: number | null;
  /** When they (last) RSVPed. */
  readonly rsvpAt: EpochMillis;
  /** When a place freed up for them from the waitlist, or null. */
  readonly promotedAt: EpochMillis | null;
  readonly cancelledAt: EpochMillis | null;
  /** "I'm here" at the door (the student's own write); one from before their last RSVP does not count. */
  readonly checkedInAt: EpochMillis | null;
  /** Their icebreaker circle (its index), or null. */
  readonly circle: number | null;
  /** What the system has told them, each once ("promoted"). */
  readonly notices: readonly string[];
}

/** The id of a school's mixer: the mixer's and the school's ("2026-12-03-mixer-1900_umich.edu"). */
export const eventIdOf = (mixerId: string, school: string): string => `${mixerId}_${school}`;

/** The event a school's first RSVP creates: nobody going yet, no circles. */
export function newMixerEvent(mixer: Mixer, school: string, place: Place | null): MixerEvent {
  return {
    id: eventIdOf(mixer.id, school),
    mixer,
    school,
    place,
    going: 0,
    waitlisted: 0,
    circlesFormedAt: null,
    circles: 0,
    notices: [],
  };
}

/** The places still free. */
export const spotsLeft = (event: MixerEvent): number => Math.max(0, event.mixer.capacity - event.going);

/** Going, and said "I'm here" since their last RSVP. */
export const isCheckedIn = (rsvp: Rsvp): boolean =>
  rsvp.status === "going" && rsvp.checkedInAt !== null && rsvp.checkedInAt >= rsvp.rsvpAt;

/**
 * A circle's colour and code word: each circle of the event its own, the same on every phone
 * (meetingSignals, seeded by the event, so that the nth circle's signal never changes as circles open).
 */
export function circleSignal(eventId: string, index: number): MeetingSignal {
  const signal = meetingSignals(index + 1, eventId)[index];
  if (signal === undefined) throw new Error(`No signal for circle ${index}`);
  return signal;
}
