import type { OptIn } from "../OptIn";

/** A student's own opt-ins, one per meal day. A student reads and writes only theirs. */
export interface OptInStore {
  /**
   * Creates or replaces the student's opt-in for its day. Its `updatedAt` is the time of the save by
   * the store's own clock where the store has one (the server's, on Firebase): the waitlist serves
   * students in that order, so a student's device must not choose it.
   */
  save(optIn: OptIn): Promise<void>;
  /** Withdraws it; nothing happens if there is none. */
  remove(dayId: string, uid: string): Promise<void>;
  find(dayId: string, uid: string): Promise<OptIn | null>;
}
