import type { Rsvp } from "../MixerEvent";

/** Every RSVP of one student, whatever the mixer (the system only): for their export and their erasure. */
export interface MixerRecords {
  listFor(uid: string): Promise<readonly Rsvp[]>;
  /** Removes the student's RSVP to the event; nothing happens when there is none. */
  remove(eventId: string, uid: string): Promise<void>;
}
