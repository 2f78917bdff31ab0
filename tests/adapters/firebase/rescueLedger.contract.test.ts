import { afterAll } from "vitest";
import { AdminRescueLedger } from "../../../functions/src/adapters/AdminRescueLedger";
import { adminFirestoreOfProject } from "../../../functions/src/adapters/adminApp";
import { describeRescueLedgerContract } from "../../contracts/rescueLedgerContract";
import { clearFirestore, deleteTestApps, QUIET_PROJECT_ID } from "./support/emulators";

/**
 * The rescue's ledger on the Admin SDK adapter (the Firestore emulator), in a project no function
 * listens to: an offer's trigger would otherwise move its notification on meanwhile.
 */
const admin = adminFirestoreOfProject(QUIET_PROJECT_ID);

afterAll(deleteTestApps);

describeRescueLedgerContract("AdminRescueLedger (Firestore emulator)", async () => {
  await clearFirestore(QUIET_PROJECT_ID);
  return new AdminRescueLedger(admin);
});
