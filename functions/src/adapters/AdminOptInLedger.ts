import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, optInPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromOptInDocument, toOptInDocument } from "../../../adapters/firebase/documents/optInDocument";
import type { OptIn } from "../../../domain/meetups/OptIn";
import type { OptInLedger } from "../../../domain/meetups/ports/OptInLedger";
import type { OptInRecords } from "../../../domain/meetups/ports/OptInRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * Every student's opt-ins (`days/{dayId}/opt_ins/{uid}`), as the system reads and writes them; one
 * student's, whatever the day, through the collection group (firestore.indexes.json: `uid`).
 */
export class AdminOptInLedger implements OptInLedger, OptInRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listForDay(dayId: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#firestore.collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.optIns}`).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async listFor(uid: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#firestore.collectionGroup(COLLECTIONS.optIns).where("uid", "==", uid).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async remove(dayId: string, uid: string): Promise<void> {
    await this.#firestore.doc(optInPath(dayId, uid)).delete();
  }

  async save(optIn: OptIn): Promise<void> {
    await this.#firestore.doc(optInPath(optIn.dayId, optIn.uid)).set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
  }
}
