import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import type { SafetyReport } from "../../../domain/meetups/Report";
import type { ReportLedger } from "../../../domain/ports/ReportLedger";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** Every block, report and "not again" of a school (`reports`), as matching needs them. */
export class AdminReportLedger implements ReportLedger {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listForSchool(school: string): Promise<readonly SafetyReport[]> {
    const snapshot = await this.#firestore.collection(COLLECTIONS.reports).where("school", "==", school).get();
    return snapshot.docs.map((document) => fromReportDocument(document.id, document.data(), ADMIN_TIME_CODEC));
  }
}
