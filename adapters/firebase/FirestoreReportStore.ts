import {
  collection,
  doc,
  FieldPath,
  type Firestore,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from "firebase/firestore/lite";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { SafetyReport } from "../../domain/meetups/Report";
import { COLLECTIONS, matchPath, reportPath } from "./documents/firestoreLayout";
import { fromReportDocument, toReportDocument } from "./documents/reportDocument";
import { withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * Files blocks, reports and "not again" in `reports`, each under the id the domain derives from it
 * (the rules require it, and `created_at` to be the server's time), and reads back the student's
 * own. Filed again, a report keeps what the system added to it (merged): only its time changes.
 * In the same batch the filer leaves the match's conversation (their `left_chat_at`, the server's
 * time): the rules refuse a filing without it, and from then on refuse messages as isClosedFor says
 * (both ways at a lunch for two; the filer's at a table), without waiting for any function.
 */
export class FirestoreReportStore implements ReportStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async file(report: SafetyReport): Promise<void> {
    const fields = { ...toReportDocument(report, LITE_TIME_CODEC), created_at: serverTimestamp() };
    const batch = writeBatch(this.#firestore);
    batch.set(doc(this.#firestore, reportPath(report.id)), fields, { merge: true });
    const leftChat = new FieldPath("members", report.reporterUid, "left_chat_at");
    batch.update(doc(this.#firestore, matchPath(report.matchId)), leftChat, serverTimestamp());
    await withDomainErrors(batch.commit());
  }

  async filedBy(uid: string): Promise<readonly SafetyReport[]> {
    const mine = query(collection(this.#firestore, COLLECTIONS.reports), where("reporter_uid", "==", uid));
    const snapshot = await withDomainErrors(getDocs(mine));
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), LITE_TIME_CODEC));
  }
}
