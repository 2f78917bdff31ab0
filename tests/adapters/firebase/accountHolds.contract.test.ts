import { beforeAll } from "vitest";
import { AdminAccountHolds } from "../../../functions/src/adapters/AdminAccountHolds";
import { AdminAddressKeys } from "../../../functions/src/adapters/AdminAddressKeys";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeAccountHoldsContract } from "../../contracts/accountHoldsContract";
import { PROJECT_ID, resetEmulators } from "./support/emulators";

/** The holds of deleted accounts on the Cloud Functions' Admin SDK adapters (Firestore emulator, node:crypto). */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);

describeAccountHoldsContract("the Cloud Functions' Admin SDK adapters (emulators)", async () => {
  await resetEmulators();
  return {
    holds: new AdminAccountHolds(admin),
    keys: new AdminAddressKeys(() => "a test secret"),
    otherKeys: new AdminAddressKeys(() => "another project's secret"),
  };
});
