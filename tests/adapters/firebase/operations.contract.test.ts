import { beforeAll } from "vitest";
import { AdminOperationsAuditLog } from "../../../functions/src/adapters/AdminOperationsAuditLog";
import { AdminPlaceDirectory } from "../../../functions/src/adapters/AdminPlaceDirectory";
import { AdminTeamRoles } from "../../../functions/src/adapters/AdminTeamRoles";
import { adminApp, adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeOperationsAuditLogContract } from "../../contracts/operationsAuditLogContract";
import { describePlaceBookContract } from "../../contracts/placeBookContract";
import { describeTeamRolesContract } from "../../contracts/teamRolesContract";
import { createVerifiedAccountWithUid, PROJECT_ID, resetEmulators } from "./support/emulators";

/** The operators' console's system ports on the Admin SDK, as the functions use them, against the emulators. */

beforeAll(resetEmulators);

describeTeamRolesContract("AdminTeamRoles (custom claims)", async () => {
  await resetEmulators();
  return {
    roles: new AdminTeamRoles(adminApp(PROJECT_ID)),
    createAccount: async (email) => {
      const uid = email.split("@")[0] ?? email;
      await createVerifiedAccountWithUid(uid, email, "correct horse battery");
      return uid;
    },
  };
});

describeOperationsAuditLogContract("AdminOperationsAuditLog (operations_audit)", async () => {
  await resetEmulators();
  return new AdminOperationsAuditLog(adminFirestore(PROJECT_ID));
});

describePlaceBookContract("AdminPlaceDirectory (places/{school})", async () => {
  await resetEmulators();
  return new AdminPlaceDirectory(adminFirestore(PROJECT_ID));
});
