import type { Place } from "../meetups/Place";
import type { EpochMillis } from "../shared/EpochMillis";
import { RESCUE_OFFER_OPEN_FOR_MS } from "./rescueRules";

/**
 * Who may rescue a student left alone: another student left alone at the same place ("alone"), one
 * who said "I'm free today" ("standby"), or an open seat at a group dinner's table there ("table":
 * the one asked is the student left alone, and accepting seats them at it).
 */
export type RescueCandidateKind = "alone" | "standby" | "table";

/**
 * A rescue offered to one candidate for one student left alone (the "stranded" one), at that
 * student's place and time. Written by the system; taken at most once (`takenBy`), within
 * RESCUE_OFFER_OPEN_FOR_MS of `offeredAt`.
 */
export interface RescueOffer {
  /** The match that fell apart and the candidate: offering the same one twice cannot make two. */
  readonly id: string;
  readonly dayId: string;
  readonly school: string;
  /** The match that fell apart. */
  readonly matchId: string;
  readonly strandedUid: string;
  readonly candidateUid: string;
  readonly candidateKind: RescueCandidateKind;
  /** The table with an open seat (its match id), for a "table" rescue; null otherwise. */
  readonly tableId: string | null;
  /** Where and when the rescue meets: the stranded student's place and time (a table's own time, for a seat there). */
  readonly place: Place;
  readonly slot: EpochMillis;
  readonly offeredAt: EpochMillis;
  readonly takenBy: string | null;
  readonly takenAt: EpochMillis | null;
  /** The match the rescue made (for a seat at a table, the table), once taken. */
  readonly rescueMatchId: string | null;
  /** Its notification (NotifyRescueOffers): absent until shown, then withdrawn once the offer is no longer open. */
  readonly pushState?: RescuePushState;
}

export type RescuePushState = "told" | "withdrawn";

/** `candidate`: the candidate's uid, or for a seat at a table the table's id. */
export const rescueOfferId = (matchId: string, candidate: string): string => `${matchId}__${candidate}`;

export const offerExpiresAt = (offer: RescueOffer): EpochMillis => offer.offeredAt + RESCUE_OFFER_OPEN_FOR_MS;

/** Neither taken nor lapsed: its two students are not offered elsewhere meanwhile. */
export const isOfferOpen = (offer: RescueOffer, now: EpochMillis): boolean =>
  offer.takenBy === null && now < offerExpiresAt(offer);

/** Who may accept: the candidate (for a seat at a table, the one left alone); when the candidate is alone too, either of the two. */
export const mayAccept = (offer: RescueOffer, uid: string): boolean =>
  uid === offer.candidateUid || (offer.candidateKind === "alone" && uid === offer.strandedUid);

/** The state an offer's notification moves to `state` from: none before "told", "told" before "withdrawn". */
export const pushStateBefore = (state: RescuePushState): RescuePushState | undefined =>
  state === "told" ? undefined : "told";
