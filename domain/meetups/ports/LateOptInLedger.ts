import type { Match, NoMatchReason } from "../Match";

/**
 * Adds to a meal day's round outcome the students who opted in after it ran, with their matches.
 * Only the offline backend has such students: its developer tools run a round before the day's
 * opt-in closes (Run matching now), and the day stays open to opt-ins (MatchLateOptIns).
 */
export interface LateOptInLedger {
  /** Each student's part joins the outcome (a part already there stays); nothing is written when the day has none. */
  addToRound(
    dayId: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void>;
}
