import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, rescueOfferPath, standbyPath } from "../../../adapters/firebase/documents/firestoreLayout";
import {
  fromRescueOfferDocument,
  fromStandbyDocument,
  toRescueOfferDocument,
  toStandbyDocument,
} from "../../../adapters/firebase/documents/rescueDocuments";
import type { RescueLedger } from "../../../domain/rescue/ports/RescueLedger";
import type { RescueRecords } from "../../../domain/rescue/ports/RescueRecords";
import { pushStateBefore, type RescueOffer, type RescuePushState } from "../../../domain/rescue/RescueOffer";
import type { Standby } from "../../../domain/rescue/Standby";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** Firestore's code for a create whose document exists. */
const ALREADY_EXISTS = 6;

/**
 * The same-day rescue in Firestore, as the system reads and writes it: `standbys/{dayId}_{uid}` and
 * `rescue_offers/{offerId}` (the rules let no student read or write either: the callables answer
 * them). An offer is taken in a transaction: of two takes at the same moment, one commits and the
 * other, run again on what the first wrote, finds it taken.
 */
export class AdminRescueLedger implements RescueLedger, RescueRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async saveStandby(standby: Standby): Promise<void> {
    await this.#firestore
      .doc(standbyPath(standby.dayId, standby.uid))
      .set(toStandbyDocument(standby, ADMIN_TIME_CODEC));
  }

  async removeStandby(dayId: string, uid: string): Promise<void> {
    await this.#firestore.doc(standbyPath(dayId, uid)).delete();
  }

  async listStandbys(dayId: string): Promise<readonly Standby[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.standbys).where("day_id", "==", dayId).get();
    return snapshot.docs.map((doc) => fromStandbyDocument(doc.data(), ADMIN_TIME_CODEC));
  }

  async addOffer(offer: RescueOffer): Promise<boolean> {
    try {
      await this.#firestore.doc(rescueOfferPath(offer.id)).create(toRescueOfferDocument(offer, ADMIN_TIME_CODEC));
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
      throw error;
    }
  }

  async getOffer(offerId: string): Promise<RescueOffer | null> {
    const snapshot = await this.#firestore.doc(rescueOfferPath(offerId)).get();
    const data = snapshot.data();
    return data === undefined ? null : fromRescueOfferDocument(offerId, data, ADMIN_TIME_CODEC);
  }

  async listOffers(dayId: string): Promise<readonly RescueOffer[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.rescueOffers).where("day_id", "==", dayId).get();
    return snapshot.docs.map((doc) => fromRescueOfferDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  take(offerId: string, uid: string, now: EpochMillis): Promise<RescueOffer | null> {
    const ref = this.#firestore.doc(rescueOfferPath(offerId));
    return this.#firestore.runTransaction(async (transaction) => {
      const data = (await transaction.get(ref)).data();
      if (data === undefined) return null;
      const offer = fromRescueOfferDocument(offerId, data, ADMIN_TIME_CODEC);
      if (offer.takenBy !== null) return null;
      transaction.update(ref, { taken_by: uid, taken_at: ADMIN_TIME_CODEC.fromMillis(now) });
      return { ...offer, takenBy: uid, takenAt: now };
    });
  }

  async setRescueMatch(offerId: string, matchId: string): Promise<void> {
    await this.#firestore.doc(rescueOfferPath(offerId)).update({ rescue_match_id: matchId });
  }

  /** In a transaction: of two runs at once, the second finds the state moved and sends nothing. */
  async setPushState(offerId: string, state: RescuePushState): Promise<boolean> {
    const ref = this.#firestore.doc(rescueOfferPath(offerId));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      // Not there (erased meanwhile): nothing to record.
      if (!snapshot.exists) return false;
      const current = fromRescueOfferDocument(offerId, snapshot.data() ?? {}, ADMIN_TIME_CODEC).pushState;
      if (current !== pushStateBefore(state)) return false;
      transaction.update(ref, { push_state: state });
      return true;
    });
  }

  async standbysOf(uid: string): Promise<readonly Standby[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.standbys).where("uid", "==", uid).get();
    return snapshot.docs.map((doc) => fromStandbyDocument(doc.data(), ADMIN_TIME_CODEC));
  }

  async offersInvolving(uid: string): Promise<readonly RescueOffer[]> {
    const snapshot = await this.#firestore
      .collection(COLLECTIONS.rescueOffers)
      .where("member_ids", "array-contains", uid)
      .get();
    return snapshot.docs.map((doc) => fromRescueOfferDocument(doc.id, doc.data(), ADMIN_TIME_CODEC));
  }

  async removeOffer(offerId: string): Promise<void> {
    await this.#firestore.doc(rescueOfferPath(offerId)).delete();
  }
}
