import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { LocalMailer } from "../../../adapters/local/LocalMailer";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { LocalPlaceDirectory } from "../../../adapters/local/LocalPlaceDirectory";
import { describeIdentityContract } from "../../contracts/identityContract";
import { describeLedgersContract } from "../../contracts/ledgersContract";
import { describeLocatorContract } from "../../contracts/locatorContract";
import { describeMailerContract } from "../../contracts/mailerContract";
import { describeMatchStoreContract } from "../../contracts/matchStoreContract";
import { describeMealScheduleContract } from "../../contracts/mealScheduleContract";
import { describeOptInStoreContract } from "../../contracts/optInStoreContract";
import { describePlaceDirectoryContract } from "../../contracts/placeDirectoryContract";
import { describeProfileStoreContract } from "../../contracts/profileStoreContract";
import { describeReportStoreContract } from "../../contracts/reportStoreContract";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

describeIdentityContract("LocalIdentity (IndexedDB)", async () => {
  const { identity, mailbox } = createLocalBackend();
  return { identity, verifyEmail: (email) => verifyLatestEmail(mailbox, email) };
});

describeProfileStoreContract("LocalProfileStore (IndexedDB)", async () => {
  const { identity, profileStore, clock } = createLocalBackend();
  const account = await identity.createAccount("ana@state.edu", "correct horse");
  return {
    store: profileStore,
    uid: account.uid,
    email: account.email,
    storeTime: async () => clock.now(),
    timeTolerance: 0,
  };
});

describeMealScheduleContract(
  "LocalMealSchedule",
  async (data) => new LocalMealSchedule(data ?? { timeZone: null, dated: [], weekly: [] }),
);

describeLocatorContract("FakeLocator", async (answer) => new FakeLocator(answer));

describeOptInStoreContract("LocalOptInStore (IndexedDB)", async () => ({
  store: createLocalBackend().optInStore,
  uid: "ana",
}));

describeMatchStoreContract("LocalMatchStore (IndexedDB)", async ({ matches, outcome }) => {
  const { matchStore } = createLocalBackend();
  if (outcome !== null) await matchStore.recordRound(outcome, matches);
  else await matchStore.add(matches);
  return { store: matchStore, uid: "ana" };
});

describeReportStoreContract("LocalReportStore (IndexedDB)", async () => {
  const { reportStore } = createLocalBackend();
  return { store: reportStore, uid: "ana", filed: () => reportStore.listForSchool("state.edu") };
});

describeLedgersContract("the offline backend (IndexedDB)", async () => {
  const { optInStore, matchStore, reportStore } = createLocalBackend();
  return { optIns: optInStore, matches: matchStore, reports: reportStore, fileReport: (r) => reportStore.file(r) };
});

describePlaceDirectoryContract("LocalPlaceDirectory", async (places) => new LocalPlaceDirectory(places));

describeMailerContract("LocalMailer (into the local mailbox)", async () => {
  const { mailbox, clock } = createLocalBackend();
  const sent = async () => (await mailbox.list()).map(({ to, subject, text = "" }) => ({ to, subject, text }));
  return { mailer: new LocalMailer(mailbox, clock), sent };
});
