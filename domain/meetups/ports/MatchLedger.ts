import type { EpochMillis } from "../../shared/EpochMillis";
import type { Match, MatchMember, RoundOutcome } from "../Match";
import type { MeetingSignal } from "../MeetingSignal";
import type { Place } from "../Place";

/** Every match and round outcome, as the system keeps them: only the system writes them. */
export interface MatchLedger {
  /**
   * Writes a round's matches and its outcome together, once (each student's part where that student
   * alone reads it): false (and nothing written) when the day's outcome exists already.
   */
  recordRound(outcome: RoundOutcome, matches: readonly Match[]): Promise<boolean>;
  findRoundOutcome(dayId: string): Promise<RoundOutcome | null>;
  /** Adds matches outside a round (from the waitlist); an id that exists already is left as it is. */
  add(matches: readonly Match[]): Promise<void>;
  get(matchId: string): Promise<Match | null>;
  /**
   * Tells a table its place, signal and its members' first names (by uid): true when this call told
   * it, false when it had been told already (the place is set) or is not there; nothing else changes.
   */
  revealTable(matchId: string, details: TableDetails): Promise<boolean>;
  /**
   * Seats more members at a table (a seat the waitlist filled, a merged table's members); their uids
   * join `memberIds`. A member who is there already is left as they are; the others' answers stay.
   */
  addMembers(matchId: string, members: readonly MatchMember[]): Promise<void>;
  /** Adds notices to the match (each is sent once; notices are never taken back). */
  addNotices(matchId: string, notices: readonly string[]): Promise<void>;
  /**
   * Reveals addresses, per recipient: `byRecipient[uid]` is what that member may read (the
   * others' addresses, by uid), kept where no other member can read it.
   */
  revealContacts(
    matchId: string,
    byRecipient: Readonly<Record<string, Readonly<Record<string, string>>>>,
  ): Promise<void>;
  /** A school's matches whose meal is at or after `since` (for the cooldown and the no-show policy). */
  listForSchoolSince(school: string, since: EpochMillis): Promise<readonly Match[]>;
  /** A meal day's matches at every school (deadlines, reminders, the waitlist). */
  listForDay(dayId: string): Promise<readonly Match[]>;
  /**
   * Takes a recorded round back, together: its record, each student's part of it, and every match
   * of the day; unless `refuseIf` says no on the day's matches as they are then (nothing is written).
   */
  withdrawRound(dayId: string, refuseIf: (matches: readonly Match[]) => boolean): Promise<RoundWithdrawal>;
}

/** What taking a round back did: nothing (not recorded, or refused), or the matches it withdrew. */
export type RoundWithdrawal =
  | { readonly status: "not-recorded" }
  | { readonly status: "refused" }
  | { readonly status: "withdrawn"; readonly matches: readonly Match[] };

/** What a table is told on the day of its meal. */
export interface TableDetails {
  readonly place: Place;
  readonly signal: MeetingSignal;
  readonly firstNames: Readonly<Record<string, string>>;
}
