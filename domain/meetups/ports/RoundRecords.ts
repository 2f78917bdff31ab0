import type { StudentRoundOutcome } from "../Match";

/** What the rounds recorded about one student (the system only): for their export and their erasure. */
export interface RoundRecords {
  /** The student's part of every round they were in (matched, or why not). */
  outcomesOf(uid: string): Promise<readonly StudentRoundOutcome[]>;
  /**
   * Takes the student out of the day's round: their part of its outcome goes, and their uid leaves
   * their school's record of who was not matched (the records name no match, so nothing is renamed).
   */
  forget(dayId: string, uid: string): Promise<void>;
}
