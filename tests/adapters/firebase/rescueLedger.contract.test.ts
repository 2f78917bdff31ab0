import { afterAll, beforeAll } from "vitest";
import { AdminRescueLedger } from "../../../functions/src/adapters/AdminRescueLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeRescueLedgerContract } from "../../contracts/rescueLedgerContract";
import { deleteTestApps, PROJECT_ID, resetEmulators } from "./support/emulators";

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);
afterAll(deleteTestApps);

describeRescueLedgerContract("AdminRescueLedger (Firestore emulator)", async () => {
  await resetEmulators();
  return new AdminRescueLedger(admin);
});
