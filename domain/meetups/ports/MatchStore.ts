import type { Match, MatchMember, StudentRoundOutcome } from "../Match";

/** The answers a member may change on their own match. */
export type MemberAnswers = Pick<
  MatchMember,
  "confirmedAt" | "cancelledAt" | "cancelledForSafety" | "arrival" | "feedback"
>;

/**
 * A student's view of the matches: theirs only, and only their own answers to change. Another
 * pair's match and a match that does not exist look alike (null): nobody learns who was matched
 * by guessing an id.
 */
export interface MatchStore {
  /** The match, if the student `uid` is one of its members; null otherwise, whether or not it exists. */
  find(matchId: string, uid: string): Promise<Match | null>;
  /** The student's matches, newest first. */
  listForStudent(uid: string): Promise<readonly Match[]>;
  /** Replaces the member's answers on the match; fails if they are not a member. */
  answer(matchId: string, uid: string, answers: MemberAnswers): Promise<void>;
  /** What matching did for the student on a meal day (matched, or why not), once it has run; theirs alone. */
  findMyOutcome(dayId: string, uid: string): Promise<StudentRoundOutcome | null>;
  /**
   * The school addresses of the others on the match, by uid, revealed to the student once everyone
   * who met said "meet again"; empty until then, and always for a member who did not meet.
   */
  contactsOf(matchId: string, uid: string): Promise<Readonly<Record<string, string>>>;
}
