import type { Match } from "../Match";

/** The addresses revealed on a match: for each recipient (uid), the others' addresses by uid. */
export type RevealedContacts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Every match of one student, as the system keeps them (the system only): exports, erasures, the team's reviews. */
export interface MatchRecords {
  /** Every match the student is a member of, at any time. */
  listFor(uid: string): Promise<readonly Match[]>;
  get(matchId: string): Promise<Match | null>;
  /** The addresses revealed on the match so far (empty until then). */
  revealedOn(matchId: string): Promise<RevealedContacts>;
  /**
   * Writes `match` with the addresses revealed on it in place of the match `oldId` (a member
   * anonymised changes its id, since ids follow the members; or the same id, changed): the old
   * match and its addresses go. Nothing happens when there is no match `oldId` (done already).
   */
  replace(oldId: string, match: Match, contacts: RevealedContacts): Promise<void>;
}
