import type { RescueLedger } from "../../domain/rescue/ports/RescueLedger";
import type { RescueRecords } from "../../domain/rescue/ports/RescueRecords";
import { pushStateBefore, type RescueOffer, type RescuePushState } from "../../domain/rescue/RescueOffer";
import type { Standby } from "../../domain/rescue/Standby";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * The same-day rescue's records in IndexedDB (the offline stand-in for `standbys` and
 * `rescue_offers`). An offer is taken inside one readwrite transaction, which IndexedDB runs one
 * at a time over the store: of two takes at the same moment, the second finds it taken.
 */
export class LocalRescueLedger implements RescueLedger, RescueRecords {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async saveStandby(standby: Standby): Promise<void> {
    await this.#database.transact(["standbys"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("standbys").put({ ...standby }));
    });
  }

  async removeStandby(dayId: string, uid: string): Promise<void> {
    await this.#database.transact(["standbys"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("standbys").delete([dayId, uid]));
    });
  }

  listStandbys(dayId: string): Promise<readonly Standby[]> {
    return this.#database.transact(["standbys"], "readonly", (transaction) =>
      requestResult<Standby[]>(transaction.objectStore("standbys").index("dayId").getAll(dayId)),
    );
  }

  addOffer(offer: RescueOffer): Promise<boolean> {
    return this.#database.transact(["rescueOffers"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("rescueOffers");
      if ((await requestResult(store.getKey(offer.id))) !== undefined) return false;
      await requestResult(store.add({ ...offer }));
      return true;
    });
  }

  async getOffer(offerId: string): Promise<RescueOffer | null> {
    const offer = await this.#database.transact(["rescueOffers"], "readonly", (transaction) =>
      requestResult<RescueOffer | undefined>(transaction.objectStore("rescueOffers").get(offerId)),
    );
    return offer ?? null;
  }

  listOffers(dayId: string): Promise<readonly RescueOffer[]> {
    return this.#database.transact(["rescueOffers"], "readonly", (transaction) =>
      requestResult<RescueOffer[]>(transaction.objectStore("rescueOffers").index("dayId").getAll(dayId)),
    );
  }

  take(offerId: string, uid: string, now: EpochMillis): Promise<RescueOffer | null> {
    return this.#database.transact(["rescueOffers"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("rescueOffers");
      const offer = await requestResult<RescueOffer | undefined>(store.get(offerId));
      if (offer === undefined || offer.takenBy !== null) return null;
      const taken: RescueOffer = { ...offer, takenBy: uid, takenAt: now };
      await requestResult(store.put(taken));
      return taken;
    });
  }

  async setRescueMatch(offerId: string, matchId: string): Promise<void> {
    await this.#database.transact(["rescueOffers"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("rescueOffers");
      const offer = await requestResult<RescueOffer | undefined>(store.get(offerId));
      if (offer !== undefined) await requestResult(store.put({ ...offer, rescueMatchId: matchId }));
    });
  }

  async setPushState(offerId: string, state: RescuePushState): Promise<boolean> {
    return this.#database.transact(["rescueOffers"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("rescueOffers");
      const offer = await requestResult<RescueOffer | undefined>(store.get(offerId));
      if (offer === undefined || offer.pushState !== pushStateBefore(state)) return false;
      await requestResult(store.put({ ...offer, pushState: state }));
      return true;
    });
  }

  standbysOf(uid: string): Promise<readonly Standby[]> {
    return this.#database.transact(["standbys"], "readonly", (transaction) =>
      requestResult<Standby[]>(transaction.objectStore("standbys").index("uid").getAll(uid)),
    );
  }

  async offersInvolving(uid: string): Promise<readonly RescueOffer[]> {
    const offers = await this.#database.transact(["rescueOffers"], "readonly", (transaction) =>
      requestResult<RescueOffer[]>(transaction.objectStore("rescueOffers").getAll()),
    );
    return offers.filter((offer) => offer.strandedUid === uid || offer.candidateUid === uid);
  }

  async removeOffer(offerId: string): Promise<void> {
    await this.#database.transact(["rescueOffers"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("rescueOffers").delete(offerId));
    });
  }
}
