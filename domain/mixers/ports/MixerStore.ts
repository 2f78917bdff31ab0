import type { Place } from "../../meetups/Place";
import type { DataSubject } from "../../shared/DataSubject";
import type { MixerEvent, Rsvp } from "../MixerEvent";

/** What a student sees of their school's mixer. */
export interface MixerLook {
  /** The school's event (its places, its circles), or null until its first RSVP. */
  readonly event: MixerEvent | null;
  /** The student's own RSVP, or null. */
  readonly rsvp: Rsvp | null;
}

/**
 * A student's side of the mixers: they read their school's event and their own RSVP, RSVP or
 * cancel (the system keeps the places: a callable function on Firebase, the same domain code in the
 * browser offline), and check in at the door. A refusal of the system's is a MixerError with its
 * reason; of the store's rules, a RequestRefusedError.
 */
export interface MixerStore {
  look(eventId: string, uid: string): Promise<MixerLook>;
  /** Where the school's students meet (its first place, else the general one), or null. */
  placeOf(school: string): Promise<Place | null>;
  /** RSVPs for the student: going while places are left, else the back of the waitlist. */
  rsvp(mixerId: string, student: DataSubject): Promise<Rsvp>;
  /** Cancels the student's RSVP (nothing happens without one): the first in line takes a freed place. */
  cancel(mixerId: string, student: DataSubject): Promise<void>;
  /** "I'm here": only going, only inside the check-in window by the store's time, never while suspended. */
  checkIn(eventId: string, uid: string): Promise<void>;
  /**
   * The system's work for mixers that is due (reminders, the circles at the start, latecomers): on
   * Firebase the functions do it and this does nothing; offline it runs here, in the browser.
   */
  runDueJobs(): Promise<void>;
}
