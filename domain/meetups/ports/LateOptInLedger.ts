import type { Match, NoMatchReason } from "../Match";

/**
 * Adds to a meal day's round outcome the students who opted in after it ran, with their matches.
 * A round run before the day's opt-in closes (offline, the developer tools' Run matching now; on
 * Firebase, an operator's Run now) leaves the day open to opt-ins (MatchLateOptIns).
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
