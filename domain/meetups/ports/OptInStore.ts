import type { OptIn } from "../OptIn";

/** A student's own opt-ins, one per meal day. A student reads and writes only theirs. */
export interface OptInStore {
  /**
   * Creates or replaces the student's opt-in for its day. Its `updatedAt` is the time of the save by
   * the store's own clock where the store has one (the server's, on Firebase): the waitlist serves
   * students in that order, so a student's device must not choose it.
   */
  save(optIn: OptIn): Promise<void>;
  /**
   * Withdraws it; nothing happens if there is none. `school` is the student's own (an opt-in is kept
   * under its school: a school's students are read together, without reading any other's).
   */
  remove(dayId: string, uid: string, school: string): Promise<void>;
  find(dayId: string, uid: string, school: string): Promise<OptIn | null>;
}
