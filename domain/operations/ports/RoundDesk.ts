import type { RoundSummary } from "../roundsOverview";

/**
 * The Rounds section's way to the system, for operators only: on Firebase the callables
 * `roundsOverview` and `runRoundNow` (the claim `operator`); offline, the same domain code in this
 * browser, for the demo operator signed in.
 */
export interface RoundDesk {
  /** The meal days around now, each with its round's state and, once recorded, its outcome by school. */
  overview(): Promise<readonly RoundSummary[]>;
  /** Matches the day now, whatever its cut-off (a day matched already is left as it is). */
  runNow(dayId: string): Promise<void>;
  /**
   * Undoes the day's recorded round, nobody having confirmed yet: its matches withdrawn and their
   * students told, the day free to be matched again (UndoRoundError "confirmed" or "not-recorded").
   */
  undo(dayId: string): Promise<void>;
}
