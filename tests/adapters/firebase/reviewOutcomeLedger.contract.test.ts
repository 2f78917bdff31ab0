import { beforeAll } from "vitest";
import { reportPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { toReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import { AdminReportLedger } from "../../../functions/src/adapters/AdminReportLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeReviewOutcomeLedgerContract } from "../../contracts/reviewOutcomeLedgerContract";
import { PROJECT_ID, resetEmulators } from "./support/emulators";

/**
 * The review outcomes' ledger on the Cloud Functions' Admin SDK adapter (the Firestore emulator):
 * reports as their students' batches write them, decided as the console's callable decides them,
 * the reporter told once (`reporter_told_at`, in a transaction).
 */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);

describeReviewOutcomeLedgerContract("AdminReportLedger (emulator)", async () => {
  await resetEmulators();
  const ledger = new AdminReportLedger(admin);
  return {
    ledger,
    reviews: ledger,
    file: async (report) => {
      await admin.doc(reportPath(report.id)).set(toReportDocument(report, ADMIN_TIME_CODEC));
    },
  };
});
