import type { Match, MatchMember, RoundOutcome } from "../meetups/Match";

/** The answers a member may change on their own match. */
export type MemberAnswers = Pick<
  MatchMember,
  "confirmedAt" | "cancelledAt" | "cancelledForSafety" | "arrival" | "feedback"
>;

/** A student's view of the matches: theirs only, and only their own answers to change. */
export interface MatchStore {
  get(matchId: string): Promise<Match | null>;
  /** The student's matches, newest first. */
  listForStudent(uid: string): Promise<readonly Match[]>;
  /** Replaces the member's answers on the match; fails if they are not a member. */
  answer(matchId: string, uid: string, answers: MemberAnswers): Promise<void>;
  /** What matching did for a meal day (who was left unmatched), once it has run. */
  findRoundOutcome(dayId: string): Promise<RoundOutcome | null>;
}
