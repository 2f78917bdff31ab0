import type { EpochMillis } from "../../shared/EpochMillis";
import type { RescueOffer, RescuePushState } from "../RescueOffer";
import type { Standby } from "../Standby";

/**
 * The same-day rescue's records, as the system keeps them (only the system writes them): who is on
 * standby for a meal day, and the rescues offered.
 */
export interface RescueLedger {
  saveStandby(standby: Standby): Promise<void>;
  /** Nothing happens when the student was not on standby. */
  removeStandby(dayId: string, uid: string): Promise<void>;
  listStandbys(dayId: string): Promise<readonly Standby[]>;
  /** Writes the offer once: false (and nothing written) when an offer with its id exists. */
  addOffer(offer: RescueOffer): Promise<boolean>;
  getOffer(offerId: string): Promise<RescueOffer | null>;
  listOffers(dayId: string): Promise<readonly RescueOffer[]>;
  /**
   * Takes the offer for `uid` at `now`, atomically: the offer as taken when this call took it; null
   * when it was taken already (by this call's twin at the same moment too) or is not there. The
   * caller has checked that `uid` may take it and that it is still open.
   */
  take(offerId: string, uid: string, now: EpochMillis): Promise<RescueOffer | null>;
  /** Records the match a taken offer made. */
  setRescueMatch(offerId: string, matchId: string): Promise<void>;
  /**
   * Moves the offer's notification on, atomically, one step only (none to "told", "told" to
   * "withdrawn"): true when this call moved it, so that of two runs at once one sends; false when
   * it stood elsewhere, or the offer is not there.
   */
  setPushState(offerId: string, state: RescuePushState): Promise<boolean>;
}
