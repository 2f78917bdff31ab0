import { doc, type Firestore, setDoc } from "firebase/firestore/lite";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReportStore } from "../../domain/ports/ReportStore";
import { reportPath } from "./documents/firestoreLayout";
import { toReportDocument } from "./documents/reportDocument";
import { withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/** Files blocks, reports and "not again" in `reports`: a student writes their own; only trust and safety reads them. */
export class FirestoreReportStore implements ReportStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async file(report: SafetyReport): Promise<void> {
    await withDomainErrors(
      setDoc(doc(this.#firestore, reportPath(report.id)), toReportDocument(report, LITE_TIME_CODEC)),
    );
  }
}
