import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { adminFirestoreOfProject } from "../../../functions/src/adapters/adminApp";
import { describeMatchNoticeLedgerContract } from "../../contracts/matchNoticeLedgerContract";
import { clearFirestore, QUIET_PROJECT_ID } from "./support/emulators";

/**
 * NotifyMatch's ledger on the Cloud Functions' Admin SDK adapter (the Firestore emulator): each
 * claim in a transaction, the due index a range query on `next_push_at`. In a project no function
 * listens to, so that no trigger's run writes the index meanwhile.
 */

const admin = adminFirestoreOfProject(QUIET_PROJECT_ID);

describeMatchNoticeLedgerContract("AdminMatchLedger (Firestore emulator)", async () => {
  await clearFirestore(QUIET_PROJECT_ID);
  const ledger = new AdminMatchLedger(admin);
  return { ledger, matches: ledger, add: (matches) => ledger.add(matches) };
});
