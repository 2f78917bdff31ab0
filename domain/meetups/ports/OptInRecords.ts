import type { OptIn } from "../OptIn";

/** Every opt-in of one student, whatever the day (the system only): for their export and their erasure. */
export interface OptInRecords {
  listFor(uid: string): Promise<readonly OptIn[]>;
  /** Removes the student's opt-in for the day; nothing happens when there is none. */
  remove(dayId: string, uid: string, school: string): Promise<void>;
}
