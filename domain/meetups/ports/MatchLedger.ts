import type { EpochMillis } from "../../shared/EpochMillis";
import type { Match, MatchMember, RoundOutcome, SchoolRoundOutcome } from "../Match";
import type { MeetingSignal } from "../MeetingSignal";
import type { Place } from "../Place";

/** Every match and round outcome, as the system keeps them: only the system writes them. */
export interface MatchLedger {
  /**
   * Starts the day's round over these schools (its plan): true when this call started it; false when
   * the day is recorded, or started by a run that is still alive (so two triggers at once make one
   * round). A start whose run died long ago may be started again: the schools recorded meanwhile stay.
   */
  startRound(dayId: string, schools: readonly string[], ranAt: EpochMillis): Promise<boolean>;
  /**
   * Writes one school's matches and outcome together, once (each student's part where that student
   * alone reads it): false (and nothing written) when the school is recorded (or given up on)
   * already. The day is recorded with the last school of its plan.
   */
  recordSchoolRound(outcome: SchoolRoundOutcome, matches: readonly Match[]): Promise<boolean>;
  /** Notes that a recorded school's students were all told (its outcome's `toldAt`). */
  markSchoolTold(dayId: string, school: string, toldAt: EpochMillis): Promise<void>;
  /**
   * Gives up on a school whose matching kept failing (nothing of it is written): true when this call
   * did; the day is recorded with the last school of its plan, whether recorded or given up on.
   */
  giveUpSchoolRound(dayId: string, school: string): Promise<boolean>;
  /** The day's record, once every school of its round is recorded or given up on; null before. */
  findRoundOutcome(dayId: string): Promise<RoundOutcome | null>;
  /** One school's part of a day's round, once recorded; null before (or when it was given up on). */
  findSchoolOutcome(dayId: string, school: string): Promise<SchoolRoundOutcome | null>;
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
  /**
   * Seats one more member at a table only while its members still in (activeMembers) are fewer than
   * `seatsAtMost`, atomically: two who take its last seat at the same moment (the waitlist and a
   * rescue) never put it over. True when the member is at the table (seated now or already), false
   * when it was full or is not there.
   */
  takeSeat(tableId: string, member: MatchMember, seatsAtMost: number): Promise<boolean>;
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
  /** A meal day's matches at every school, or at one (deadlines, reminders, the waitlist, a school's round). */
  listForDay(dayId: string, school?: string): Promise<readonly Match[]>;
  /** One school's matches of a meal day at one of its times (the due jobs read only the times with something due). */
  listForSlot(dayId: string, school: string, slot: EpochMillis): Promise<readonly Match[]>;
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
