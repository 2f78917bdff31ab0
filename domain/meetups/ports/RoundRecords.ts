import type { StudentRoundOutcome } from "../Match";

/** What the rounds recorded about one student (the system only): for their export and their erasure. */
export interface RoundRecords {
  /** The student's part of every round they were in (matched, or why not). */
  outcomesOf(uid: string): Promise<readonly StudentRoundOutcome[]>;
  /**
   * Takes the student out of the day's round: their part of its outcome goes, their uid leaves the
   * record of who was not matched, and the match ids it lists are renamed as `renamedMatches` says
   * (old id → new id, for the matches whose members changed).
   */
  forget(dayId: string, uid: string, renamedMatches: Readonly<Record<string, string>>): Promise<void>;
}
