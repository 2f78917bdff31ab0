import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  daySchoolsPath,
  optInPath,
  schoolOptInsPath,
} from "../../../adapters/firebase/documents/firestoreLayout";
import { fromOptInDocument, toOptInDocument } from "../../../adapters/firebase/documents/optInDocument";
import type { OptIn } from "../../../domain/meetups/OptIn";
import type { OptInLedger } from "../../../domain/meetups/ports/OptInLedger";
import type { OptInRecords } from "../../../domain/meetups/ports/OptInRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * Every student's opt-ins (`days/{dayId}/schools/{school}/opt_ins/{uid}`), as the system reads and
 * writes them; one student's, whatever the day, through the collection group (firestore.indexes.json:
 * `uid`); one school's of a day, for its part of the round, from its own collection.
 */
export class AdminOptInLedger implements OptInLedger, OptInRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listForDay(dayId: string): Promise<readonly OptIn[]> {
    const schools = await this.schoolsForDay(dayId);
    return (await Promise.all(schools.map((school) => this.listForSchool(dayId, school)))).flat();
  }

  async listForSchool(dayId: string, school: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#firestore.collection(schoolOptInsPath(dayId, school)).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  /**
   * The day's schools, without reading an opt-in: `days/{dayId}/schools/{school}` is the parent of its
   * opt-ins, and the listing shows such a parent whether or not a document was ever written there (a
   * "missing" document). Nobody writes it: the opt-in that lands one second before the cut-off makes
   * its school listed at once, with no trigger in between to lag behind the round.
   */
  async schoolsForDay(dayId: string): Promise<readonly string[]> {
    const schools = await this.#firestore.collection(daySchoolsPath(dayId)).listDocuments();
    return schools.map((school) => school.id).sort();
  }

  async listFor(uid: string): Promise<readonly OptIn[]> {
    const snapshot = await this.#firestore.collectionGroup(COLLECTIONS.optIns).where("uid", "==", uid).get();
    return snapshot.docs.map((document) => fromOptInDocument(document.data(), ADMIN_TIME_CODEC));
  }

  async remove(dayId: string, uid: string, school: string): Promise<void> {
    await this.#firestore.doc(optInPath(dayId, school, uid)).delete();
  }

  async save(optIn: OptIn): Promise<void> {
    await this.#firestore
      .doc(optInPath(optIn.dayId, optIn.school, optIn.uid))
      .set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
  }
}
