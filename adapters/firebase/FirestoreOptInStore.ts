import { deleteDoc, doc, type Firestore, getDoc, serverTimestamp, setDoc } from "firebase/firestore/lite";
import type { OptIn } from "../../domain/meetups/OptIn";
import type { OptInStore } from "../../domain/meetups/ports/OptInStore";
import { optInPath } from "./documents/firestoreLayout";
import { fromOptInDocument, toOptInDocument } from "./documents/optInDocument";
import { withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * A student's own opt-ins, `days/{dayId}/schools/{school}/opt_ins/{uid}` (their own school only). The
 * rules accept a change only until the day's cut-off (read from `days/{dayId}`, which the functions
 * publish), then only the waitlist.
 * `updated_at` is the server's time: the waitlist serves its students in that order, so a client's
 * own clock must not put it first in line.
 */
export class FirestoreOptInStore implements OptInStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async save(optIn: OptIn): Promise<void> {
    const stored = { ...toOptInDocument(optIn, LITE_TIME_CODEC), updated_at: serverTimestamp() };
    await withDomainErrors(setDoc(this.#document(optIn.dayId, optIn.school, optIn.uid), stored));
  }

  async remove(dayId: string, uid: string, school: string): Promise<void> {
    await withDomainErrors(deleteDoc(this.#document(dayId, school, uid)));
  }

  async find(dayId: string, uid: string, school: string): Promise<OptIn | null> {
    const snapshot = await withDomainErrors(getDoc(this.#document(dayId, school, uid)));
    const data = snapshot.data();
    return data === undefined ? null : fromOptInDocument(data, LITE_TIME_CODEC);
  }

  #document(dayId: string, school: string, uid: string) {
    return doc(this.#firestore, optInPath(dayId, school, uid));
  }
}
