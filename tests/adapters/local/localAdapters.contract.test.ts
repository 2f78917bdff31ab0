import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { LocalAccountHolds } from "../../../adapters/local/LocalAccountHolds";
import { LocalAddressKeys } from "../../../adapters/local/LocalAddressKeys";
import { requestResult } from "../../../adapters/local/LocalDatabase";
import { LocalMailer } from "../../../adapters/local/LocalMailer";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { LocalPlaceDirectory } from "../../../adapters/local/LocalPlaceDirectory";
import { localMixers } from "../../../adapters/local/localBackend";
import { MemoryPendingSignUp } from "../../../adapters/local/MemoryPendingSignUp";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { DAY_MS } from "../../../domain/shared/time";
import { describeAccountHoldsContract } from "../../contracts/accountHoldsContract";
import { describeChatStoreContract } from "../../contracts/chatStoreContract";
import { describeIdentityContract } from "../../contracts/identityContract";
import { describeLateOptInLedgerContract } from "../../contracts/lateOptInLedgerContract";
import { describeLedgersContract } from "../../contracts/ledgersContract";
import { describeLocationShareContract } from "../../contracts/locationShareContract";
import { describeLocatorContract } from "../../contracts/locatorContract";
import { describeMailerContract } from "../../contracts/mailerContract";
import { describeMatchFeedContract } from "../../contracts/matchFeedContract";
import { describeMatchNoticeLedgerContract } from "../../contracts/matchNoticeLedgerContract";
import { describeMatchStoreContract } from "../../contracts/matchStoreContract";
import { describeMealScheduleContract } from "../../contracts/mealScheduleContract";
import { CONTRACT_PLACE, describeMixerStoreContract } from "../../contracts/mixerStoreContract";
import { describeOptInStoreContract } from "../../contracts/optInStoreContract";
import { describePendingSignUpMemoryContract } from "../../contracts/pendingSignUpMemoryContract";
import { describePersonalDataStoresContract } from "../../contracts/personalDataStoresContract";
import { describePlaceDirectoryContract } from "../../contracts/placeDirectoryContract";
import { describeProfileStoreContract } from "../../contracts/profileStoreContract";
import { describeReportStoreContract } from "../../contracts/reportStoreContract";
import { describeReviewOutcomeLedgerContract } from "../../contracts/reviewOutcomeLedgerContract";
import { describeUnreadEmailStoresContract } from "../../contracts/unreadEmailStoresContract";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";
import { aReport } from "../../support/meetupFixtures";
import { recordOneSchoolRound } from "../../support/schoolRounds";

describeIdentityContract("LocalIdentity (IndexedDB)", async () => {
  const { identity, mailbox } = createLocalBackend();
  return { identity, verifyEmail: (email) => verifyLatestEmail(mailbox, email) };
});

describeProfileStoreContract("LocalProfileStore (IndexedDB)", async () => {
  const { identity, profileStore, clock, database } = createLocalBackend();
  const account = await identity.createAccount("ana@state.edu", "correct horse");
  return {
    store: profileStore,
    uid: account.uid,
    email: account.email,
    storeTime: async () => clock.now(),
    timeTolerance: 0,
    writeOlderProfile: (profile) =>
      database.transact(["profiles"], "readwrite", async (transaction) => {
        await requestResult(transaction.objectStore("profiles").put(profile, account.uid));
      }),
  };
});

describeMealScheduleContract(
  "LocalMealSchedule",
  async (data) => new LocalMealSchedule(data ?? { timeZone: null, dated: [], weekly: [] }),
);

describeLocatorContract("FakeLocator", async (answer) => new FakeLocator(answer));

describePendingSignUpMemoryContract("MemoryPendingSignUp", () => ({ memory: new MemoryPendingSignUp() }));

describeOptInStoreContract("LocalOptInStore (IndexedDB)", async () => ({
  store: createLocalBackend().optInStore,
  uid: "ana",
}));

describeMatchStoreContract("LocalMatchStore (IndexedDB)", async ({ matches, outcome, revealed = [] }) => {
  const { matchStore } = createLocalBackend();
  if (outcome !== null) await recordOneSchoolRound(matchStore, outcome, matches);
  else await matchStore.add(matches);
  for (const { matchId, byRecipient } of revealed) await matchStore.revealContacts(matchId, byRecipient);
  return { store: matchStore, uid: "ana" };
});

describeReportStoreContract("LocalReportStore (IndexedDB)", async () => {
  const { reportStore, clock, database } = createLocalBackend();
  return {
    store: reportStore,
    uid: "ana",
    filed: async () => (await reportStore.listForSchool("state.edu")).filter((report) => report.reporterUid === "ana"),
    fileAsAnother: (report) => reportStore.file(report),
    decide: (reportId, decision, entry) => reportStore.resolve(reportId, decision, entry),
    // What the student's reads (filedBy) reach: the report records, as stored.
    readableByStudent: (reportId) =>
      database.transact(["reports"], "readonly", async (transaction) => [
        await requestResult(transaction.objectStore("reports").get(reportId)),
      ]),
    storeTime: async () => clock.now(),
    timeTolerance: 0,
  };
});

describeLedgersContract("the offline backend (IndexedDB)", async () => {
  const { optInStore, matchStore, reportStore } = createLocalBackend();
  return { optIns: optInStore, matches: matchStore, reports: reportStore, fileReport: (r) => reportStore.file(r) };
});

describeLateOptInLedgerContract("LocalMatchStore (IndexedDB)", async () => {
  const { matchStore } = createLocalBackend();
  return { late: matchStore, matches: matchStore };
});

describeMatchNoticeLedgerContract("LocalMatchStore (IndexedDB)", async () => {
  const { matchStore } = createLocalBackend();
  return { ledger: matchStore, matches: matchStore, add: (matches) => matchStore.add(matches) };
});

describePlaceDirectoryContract("LocalPlaceDirectory", async (places) => new LocalPlaceDirectory(places));

describeMailerContract("LocalMailer (into the local mailbox)", async () => {
  const { mailbox, clock } = createLocalBackend();
  const sent = async () => (await mailbox.list()).map(({ to, subject, text = "" }) => ({ to, subject, text }));
  return { mailer: new LocalMailer(mailbox, clock), sent };
});

describePersonalDataStoresContract("the offline backend (IndexedDB)", async () => {
  const { identity, profileStore, optInStore, matchStore, reportStore, chats, database, mailbox, clock } =
    createLocalBackend();
  return {
    accounts: identity,
    createAccount: async (email) => (await identity.createAccount(email, "correct horse")).uid,
    profiles: profileStore,
    optIns: optInStore,
    matches: matchStore,
    reports: reportStore,
    fileReport: (report) => reportStore.file(report),
    // Offline, the mailer sends into the mailbox, which keeps the copies.
    mail: {
      send: (email) => new LocalMailer(mailbox, clock).send(email),
      sendAll: (emails) => new LocalMailer(mailbox, clock).sendAll(emails),
      sentTo: (address) => mailbox.sentTo(address),
      removeFor: (address, uid) => mailbox.removeFor(address, uid),
    },
    conversations: chats,
    writeMessage: (message) => chats.append(message),
    markRead: (conversationId, uid) => chats.markRead(conversationId, uid),
    readersOf: (conversationId) =>
      database.transact(["readers"], "readonly", async (transaction) => {
        const marks = await requestResult<{ conversationId: string; uid: string }[]>(
          transaction.objectStore("readers").getAll(),
        );
        return marks.filter((mark) => mark.conversationId === conversationId).map((mark) => mark.uid);
      }),
  };
});

describeChatStoreContract("LocalChatStore (IndexedDB, BroadcastChannel)", async (matches) => {
  // The contract's matches are days from now: the store's clock starts now.
  const { chats, matchStore, reportStore, profileStore, clock } = createLocalBackend(new Date());
  await matchStore.add(matches);
  return {
    // The offline backend trusts the app's session for who is signed in: every member uses the one store.
    as: async () => chats,
    fileReport: (report) => reportStore.file(report),
    suspend: (uid, until) => profileStore.suspend(uid, until, "harassment"),
    storeTime: async () => clock.now(),
    timeTolerance: 0,
  };
});

describeLocationShareContract("LocalLocationShare (IndexedDB, BroadcastChannel)", async (matches) => {
  // The contract's meals are minutes from now: the store's clock starts now.
  const { locations, matchStore, clock } = createLocalBackend(new Date());
  await matchStore.add(matches);
  return {
    // The offline backend trusts the app's session for who is signed in: every member uses the one store.
    as: async () => locations,
    ledger: locations,
    now: () => clock.now(),
  };
});

describeMatchFeedContract("LocalMatchStore (IndexedDB, BroadcastChannel)", async (matches) => {
  const { matchStore } = createLocalBackend(new Date());
  await matchStore.add(matches);
  // The offline backend trusts the app's session for who is signed in: every student uses the one store.
  return { as: async () => matchStore, storeAs: async () => matchStore, system: matchStore };
});

describeUnreadEmailStoresContract("the offline backend (IndexedDB)", async (matches) => {
  // The store's clock starts now: a read mark is now.
  const { chats, unreadEmails, matchStore, reportStore } = createLocalBackend(new Date());
  await matchStore.add(matches);
  return {
    activity: chats,
    ledger: unreadEmails,
    writeMessage: (message) => chats.append(message),
    markRead: (conversationId, uid) => chats.markRead(conversationId, uid),
    block: (match, reporterUid, reportedUid) =>
      reportStore.file({ ...aReport(reporterUid, reportedUid), matchId: match.id }),
  };
});

describeMixerStoreContract("LocalMixerStore (IndexedDB, the system's part in the browser)", async (mixer) => {
  // The contract's mixer is minutes or a day from now: the store's clock starts now.
  const at = new Date(mixer.startsAt).toISOString().slice(0, 16);
  const backend = createLocalBackend(new Date(), {
    timeZone: "UTC",
    dated: [{ at, kind: "mixer", mixer: { title: "Contract mixer", duration_minutes: 120, capacity: mixer.capacity } }],
    weekly: [],
  });
  const { clock, profileStore, system, demoCohort, database, pushNotifications } = backend;
  for (const uid of ["ana", "ben", "cy"]) {
    await profileStore.create(uid, newProfileOf(defaultProfile(`${uid}@state.edu`, clock.now())));
  }
  const { mixerLedger, mixerStore } = localMixers(
    database,
    {
      ...system,
      places: new LocalPlaceDirectory({ "*": [CONTRACT_PLACE] }),
      cohort: demoCohort,
      notifier: pushNotifications,
    },
    clock,
  );
  return {
    // The offline backend trusts the app's session for who is signed in: every student uses the one store.
    as: async () => mixerStore,
    ledger: mixerLedger,
    suspend: (uid) => profileStore.suspend(uid, clock.now() + DAY_MS, "harassment"),
  };
});

describeAccountHoldsContract("the offline backend (IndexedDB, WebCrypto)", async () => {
  const { database } = createLocalBackend();
  return {
    holds: new LocalAccountHolds(database),
    keys: new LocalAddressKeys(database),
    // Another installation: another database, another random secret.
    otherKeys: new LocalAddressKeys(createLocalBackend().database),
  };
});

describeReviewOutcomeLedgerContract("LocalReportStore (IndexedDB)", async () => {
  const { reportStore } = createLocalBackend();
  return { ledger: reportStore, reviews: reportStore, file: (report) => reportStore.file(report) };
});
