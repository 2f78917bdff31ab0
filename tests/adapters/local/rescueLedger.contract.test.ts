import { LocalRescueLedger } from "../../../adapters/local/LocalRescueLedger";
import { describeRescueLedgerContract } from "../../contracts/rescueLedgerContract";
import { createLocalBackend } from "../../support/localBackend";

describeRescueLedgerContract("LocalRescueLedger (IndexedDB)", async () => {
  const { database } = createLocalBackend();
  return new LocalRescueLedger(database);
});
