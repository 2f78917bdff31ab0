import type { Place } from "../meetups/Place";
import type { EpochMillis } from "../shared/EpochMillis";
import { RESCUE_OFFER_OPEN_FOR_MS } from "./rescueRules";

/**
 * Who may rescue a student left alone: another student left alone at the same place ("alone"), or
 * one who said "I'm free today" ("standby").
 */
export type RescueCandidateKind = "alone" | "standby";

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
  /** Where and when the stranded student is: the rescue meets there, then. */
  readonly place: Place;
  readonly slot: EpochMillis;
  readonly offeredAt: EpochMillis;
  readonly takenBy: string | null;
  readonly takenAt: EpochMillis | null;
  /** The match the rescue made, once taken. */
  readonly rescueMatchId: string | null;
}

export const rescueOfferId = (matchId: string, candidateUid: string): string => `${matchId}__${candidateUid}`;

export const offerExpiresAt = (offer: RescueOffer): EpochMillis => offer.offeredAt + RESCUE_OFFER_OPEN_FOR_MS;

/** Neither taken nor lapsed: its two students are not offered elsewhere meanwhile. */
export const isOfferOpen = (offer: RescueOffer, now: EpochMillis): boolean =>
  offer.takenBy === null && now < offerExpiresAt(offer);

/** Who may accept: the candidate; when the candidate is alone too, either of the two. */
export const mayAccept = (offer: RescueOffer, uid: string): boolean =>
  uid === offer.candidateUid || (offer.candidateKind === "alone" && uid === offer.strandedUid);
