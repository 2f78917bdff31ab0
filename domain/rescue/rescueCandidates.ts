import type { Match } from "../meetups/Match";
import type { EpochMillis } from "../shared/EpochMillis";
import { isOfferOpen, type RescueCandidateKind, type RescueOffer } from "./RescueOffer";
import { RESCUE_SLOT_WINDOW_MS } from "./rescueRules";
import type { Standby } from "./Standby";

/** A student left alone on a match that fell apart. */
export interface StrandedStudent {
  readonly uid: string;
  readonly match: Match;
}

export interface RescueCandidate {
  /** Who is asked: the candidate, or for a seat at a table the student left alone. */
  readonly uid: string;
  readonly kind: RescueCandidateKind;
  /** The table, for a seat at one. */
  readonly tableId?: string;
}

/** A group dinner's table of the same day, told (its place known) and still on, and its open seats. */
export interface OpenTable {
  readonly table: Match;
  readonly room: number;
}

export interface CandidatesInput {
  readonly stranded: StrandedStudent;
  /** Everyone left alone that day (the stranded student among them). */
  readonly strandedAll: readonly StrandedStudent[];
  readonly standbys: readonly Standby[];
  /** Every offer of the day, open, lapsed or taken. */
  readonly offers: readonly RescueOffer[];
  /** Students with a meal still on that day: never on standby for another. */
  readonly busy: ReadonlySet<string>;
  /** Whether the two may meet (no block or report between them, not matched lately, the candidate matchable). */
  readonly mayMeet: (strandedUid: string, candidateUid: string) => boolean;
  /** The day's tables with their open seats (none when there is no group dinner that day). */
  readonly tables?: readonly OpenTable[];
  /** Whether the student may sit with every member of the table (no block or report between them). */
  readonly mayJoin?: (strandedUid: string, table: Match) => boolean;
  readonly now: EpochMillis;
}

/** The students in an open offer, either side: each is offered to one rescue at a time. */
export function inOpenOffers(offers: readonly RescueOffer[], now: EpochMillis): Set<string> {
  return new Set(
    offers.filter((offer) => isOfferOpen(offer, now)).flatMap((offer) => [offer.strandedUid, offer.candidateUid]),
  );
}

/** The students a taken offer rescued, either side: they eat together now. */
export function rescued(offers: readonly RescueOffer[]): Set<string> {
  return new Set(
    offers.filter((offer) => offer.takenBy !== null).flatMap((offer) => [offer.strandedUid, offer.candidateUid]),
  );
}

/**
 * Who may be offered to a student left alone, best first: another student left alone at the same
 * place at a time within RESCUE_SLOT_WINDOW_MS (the nearest time first: both are rescued), then the
 * students on standby of that meal day at the school (the longest waiting first), then an open seat
 * at a group dinner's table at the same place within RESCUE_SLOT_WINDOW_MS, the same day (the nearest
 * time first). Fair: nobody in an open offer, nobody rescued already, nobody (and no table) whose
 * offer to this student lapsed, and no seat already offered to another in an open offer.
 */
export function rescueCandidates(input: CandidatesInput): RescueCandidate[] {
  const { stranded, now } = input;
  const { match } = stranded;
  const unavailable = new Set([
    ...inOpenOffers(input.offers, now),
    ...rescued(input.offers),
    ...match.memberIds,
    ...input.offers
      .filter((offer) => offer.strandedUid === stranded.uid && offer.matchId === match.id)
      .map((offer) => offer.candidateUid),
  ]);
  const available = (uid: string) => !unavailable.has(uid) && input.mayMeet(stranded.uid, uid);
  const alone = input.strandedAll
    .filter(
      (other) =>
        other.match.school === match.school &&
        other.match.place?.id === match.place?.id &&
        Math.abs(other.match.slot - match.slot) <= RESCUE_SLOT_WINDOW_MS &&
        available(other.uid),
    )
    .sort(
      (a, b) => Math.abs(a.match.slot - match.slot) - Math.abs(b.match.slot - match.slot) || a.uid.localeCompare(b.uid),
    )
    .map((other): RescueCandidate => ({ uid: other.uid, kind: "alone" }));
  const standby = input.standbys
    .filter(
      (entry) =>
        entry.dayId === match.dayId &&
        entry.school === match.school &&
        !input.busy.has(entry.uid) &&
        available(entry.uid),
    )
    .sort((a, b) => a.since - b.since || a.uid.localeCompare(b.uid))
    .map((entry): RescueCandidate => ({ uid: entry.uid, kind: "standby" }));
  const seen = new Set<string>();
  const people = [...alone, ...standby].filter((candidate) => !seen.has(candidate.uid) && seen.add(candidate.uid));
  return [...people, ...openSeats(input)];
}

/** The tables with a seat for the student left alone, the nearest time first. */
function openSeats(input: CandidatesInput): RescueCandidate[] {
  const { stranded, now } = input;
  const { match } = stranded;
  const lapsed = new Set(
    input.offers
      .filter((offer) => offer.strandedUid === stranded.uid && offer.matchId === match.id && offer.tableId !== null)
      .map((offer) => offer.tableId),
  );
  const offeredSeats = (tableId: string) =>
    input.offers.filter((offer) => offer.tableId === tableId && isOfferOpen(offer, now)).length;
  return (input.tables ?? [])
    .filter(
      ({ table, room }) =>
        table.school === match.school &&
        table.place !== null &&
        table.place.id === match.place?.id &&
        Math.abs(table.slot - match.slot) <= RESCUE_SLOT_WINDOW_MS &&
        !table.memberIds.includes(stranded.uid) &&
        !lapsed.has(table.id) &&
        room - offeredSeats(table.id) > 0 &&
        (input.mayJoin?.(stranded.uid, table) ?? true),
    )
    .sort(
      (a, b) =>
        Math.abs(a.table.slot - match.slot) - Math.abs(b.table.slot - match.slot) ||
        a.table.id.localeCompare(b.table.id),
    )
    .map(({ table }): RescueCandidate => ({ uid: stranded.uid, kind: "table", tableId: table.id }));
}
