import {
  collection,
  doc,
  type Firestore,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
} from "firebase/firestore/lite";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { SafetyReport } from "../../domain/meetups/Report";
import { COLLECTIONS, reportPath } from "./documents/firestoreLayout";
import { fromReportDocument, toReportDocument } from "./documents/reportDocument";
import { withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * Files blocks, reports and "not again" in `reports`, each under the id the domain derives from it
 * (the rules require it, and `created_at` to be the server's time), and reads back the student's
 * own. Filed again, a report keeps what the system added to it (merged): only its time changes.
 */
export class FirestoreReportStore implements ReportStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async file(report: SafetyReport): Promise<void> {
    const fields = { ...toReportDocument(report, LITE_TIME_CODEC), created_at: serverTimestamp() };
    await withDomainErrors(setDoc(doc(this.#firestore, reportPath(report.id)), fields, { merge: true }));
  }

  async filedBy(uid: string): Promise<readonly SafetyReport[]> {
    const mine = query(collection(this.#firestore, COLLECTIONS.reports), where("reporter_uid", "==", uid));
    const snapshot = await withDomainErrors(getDocs(mine));
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), LITE_TIME_CODEC));
  }
}
