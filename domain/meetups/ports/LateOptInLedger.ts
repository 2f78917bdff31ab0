import type { Match, NoMatchReason } from "../Match";

/**
 * Adds to a meal day's round outcome the students who opted in after it ran, with their matches.
 * Only the offline backend has such students: its developer tools run a round before the day's
 * opt-in closes (Run matching now), and the day stays open to opt-ins (MatchLateOptIns).
 */
export interface LateOptInLedger {
  /**
   * Each student's part joins their school's outcome (a part already there stays; a school the round
   * had no opt-ins at gets one); nothing is written when the day's round is not recorded.
   */
  addToRound(
    dayId: string,
    school: string,
    notMatched: Readonly<Record<string, NoMatchReason>>,
    matches: readonly Match[],
  ): Promise<void>;
}
