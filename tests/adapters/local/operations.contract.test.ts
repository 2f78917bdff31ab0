import { LocalOperationsAuditLog } from "../../../adapters/local/LocalOperationsAuditLog";
import { LocalPlaceBook } from "../../../adapters/local/LocalPlaceBook";
import { LocalTeamRoles } from "../../../adapters/local/LocalTeamRoles";
import { describeOperationsAuditLogContract } from "../../contracts/operationsAuditLogContract";
import { describePlaceBookContract } from "../../contracts/placeBookContract";
import { describePlaceDirectoryContract } from "../../contracts/placeDirectoryContract";
import { describeTeamRolesContract } from "../../contracts/teamRolesContract";
import { createLocalBackend } from "../../support/localBackend";

describeTeamRolesContract("LocalTeamRoles (IndexedDB)", async () => {
  const { database, identity } = createLocalBackend();
  return {
    roles: new LocalTeamRoles(database),
    createAccount: async (email) => (await identity.createAccount(email, "correct horse")).uid,
  };
});

describeOperationsAuditLogContract("LocalOperationsAuditLog (IndexedDB)", async () => {
  const { database } = createLocalBackend();
  return new LocalOperationsAuditLog(database);
});

describePlaceBookContract(
  "LocalPlaceBook (IndexedDB)",
  async () => new LocalPlaceBook(createLocalBackend().database, {}),
);

describePlaceDirectoryContract(
  "LocalPlaceBook (places.json's shape)",
  async (places) => new LocalPlaceBook(createLocalBackend().database, places),
);
