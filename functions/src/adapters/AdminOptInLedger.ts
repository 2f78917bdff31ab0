import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, optInPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromOptInDocument, toOptInDocument } from "../../../adapters/firebase/documents/optInDocument";
import type { OptIn } from "../../../domain/meetups/OptIn";
import type { OptInLedger } from "../../../domain/meetups/ports/OptInLedger";
import type { OptInRecords } from "../../../domain/meetups/ports/OptInRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * Every student's opt-ins (`days/{dayId}/opt_ins/{uid}`), as the system reads and writes them; one
 * student's, whatever the day, through the collection group (firestore.indexes.json: `uid`); one
 * school's of a day, for its part of the round.
 */
export class AdminOptInLedger implements OptInLedger, OptInRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listForDay(dayId: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#dayOptIns(dayId).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async listForSchool(dayId: string, school: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#dayOptIns(dayId).where("school", "==", school).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  /**
   * One read per school, however many opt in: each query asks for the first opt-in of a school
   * after the last found (the single-field index on `school` orders them), its `school` only.
   */
  async schoolsForDay(dayId: string): Promise<readonly string[]> {
    const schools: string[] = [];
    for (;;) {
      let query = this.#dayOptIns(dayId).orderBy("school").select("school").limit(1);
      const last = schools.at(-1);
      if (last !== undefined) query = query.where("school", ">", last);
      const next = (await query.get()).docs[0]?.get("school");
      if (typeof next !== "string") return schools;
      schools.push(next);
    }
  }

  #dayOptIns(dayId: string) {
    return this.#firestore.collection(`${COLLECTIONS.days}/${dayId}/${COLLECTIONS.optIns}`);
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
