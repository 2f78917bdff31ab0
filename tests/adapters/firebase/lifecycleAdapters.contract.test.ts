import { collection, doc, getDoc, getDocs, query, where } from "firebase/firestore/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromMailDocument } from "../../../adapters/firebase/documents/mailDocument";
import { toPlacesDocument } from "../../../adapters/firebase/documents/placesDocument";
import { toReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreMatchStore } from "../../../adapters/firebase/FirestoreMatchStore";
import { FirestoreOptInStore } from "../../../adapters/firebase/FirestoreOptInStore";
import { FirestoreReportStore } from "../../../adapters/firebase/FirestoreReportStore";
import { AdminMailer } from "../../../functions/src/adapters/AdminMailer";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { AdminOptInLedger } from "../../../functions/src/adapters/AdminOptInLedger";
import { AdminPlaceDirectory } from "../../../functions/src/adapters/AdminPlaceDirectory";
import { AdminProfileStore } from "../../../functions/src/adapters/AdminProfileStore";
import { AdminReportLedger } from "../../../functions/src/adapters/AdminReportLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeLateOptInLedgerContract } from "../../contracts/lateOptInLedgerContract";
import { describeLedgersContract } from "../../contracts/ledgersContract";
import { describeMailerContract } from "../../contracts/mailerContract";
import { describeMatchStoreContract } from "../../contracts/matchStoreContract";
import { describeOptInStoreContract } from "../../contracts/optInStoreContract";
import { describePlaceDirectoryContract } from "../../contracts/placeDirectoryContract";
import { describeReportStoreContract } from "../../contracts/reportStoreContract";
import { aMatch, anOptIn, DAY_ID, SLOT } from "../../support/meetupFixtures";
import { recordOneSchoolRound } from "../../support/schoolRounds";
import {
  createVerifiedAccountWithUid,
  deleteTestApps,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
  withoutFirebaseWarnings,
} from "./support/emulators";

/**
 * The match lifecycle's ports on Firebase, against the emulators with the rules on: the students'
 * ports on the web SDK, signed in as the contract's student ("ana", a verified state.edu address);
 * the system's on the Admin SDK, as the Cloud Functions use them.
 */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);
afterAll(deleteTestApps);

/** A fresh database and the contract's student, signed in on an app of their own. */
async function signedInAna() {
  await resetEmulators();
  await createVerifiedAccountWithUid("ana", "ana@state.edu", "correct horse battery");
  const { auth, firestore } = startTestFirebase();
  await new FirebaseIdentity(auth).signIn("ana@state.edu", "correct horse battery");
  return { auth, firestore };
}

/** The contract's meal day as the functions publish it (its slots, and opt-in open), and Ana's profile ready for it. */
async function publishContractDay(): Promise<void> {
  await admin.doc("users/ana").set({
    email: "ana@state.edu",
    first_name: "Ana",
    class_level: "Junior",
    preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
    adult_confirmed_at: ADMIN_TIME_CODEC.fromMillis(Date.now()),
  });
  const slots = [SLOT, SLOT + 30 * 60_000, SLOT + 60 * 60_000].map((slot) => ADMIN_TIME_CODEC.fromMillis(slot));
  await admin.doc(`days/${DAY_ID}`).set({
    day_id: DAY_ID,
    slots,
    opens_at: ADMIN_TIME_CODEC.fromMillis(SLOT - 8 * 86_400_000),
    closes_at: ADMIN_TIME_CODEC.fromMillis(SLOT - 86_400_000),
  });
}

describeOptInStoreContract("FirestoreOptInStore (Firestore emulator, rules on)", async () => {
  const { firestore } = await signedInAna();
  await publishContractDay();
  return { store: new FirestoreOptInStore(firestore), uid: "ana" };
});

describeMatchStoreContract(
  "FirestoreMatchStore (Firestore emulator, rules on)",
  async ({ matches, outcome, revealed = [] }) => {
    const { firestore } = await signedInAna();
    const ledger = new AdminMatchLedger(admin);
    if (outcome !== null) await recordOneSchoolRound(ledger, outcome, matches);
    else await ledger.add(matches);
    for (const { matchId, byRecipient } of revealed) await ledger.revealContacts(matchId, byRecipient);
    return { store: new FirestoreMatchStore(firestore), uid: "ana" };
  },
);

describeReportStoreContract("FirestoreReportStore (Firestore emulator, rules on)", async (matches) => {
  const { firestore } = await signedInAna();
  await new AdminMatchLedger(admin).add(matches);
  const ledger = new AdminReportLedger(admin);
  return {
    store: new FirestoreReportStore(firestore),
    uid: "ana",
    filed: async () => (await ledger.listForSchool("state.edu")).filter((report) => report.reporterUid === "ana"),
    fileAsAnother: async (report) => {
      await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
    },
    decide: (reportId, decision, entry) => ledger.resolve(reportId, decision, entry),
    // Everything the student's own sign-in reads: their reports, and the decision if the rules let it.
    readableByStudent: async (reportId) => {
      const mine = await getDocs(query(collection(firestore, "reports"), where("reporter_uid", "==", "ana")));
      const decision = await getDoc(doc(firestore, `review_decisions/${reportId}`)).then(
        (snapshot) => [snapshot.data()],
        (error: unknown) => {
          expect(error).toMatchObject({ code: "permission-denied" });
          return [];
        },
      );
      return [...mine.docs.map((report) => report.data()), ...decision];
    },
    storeTime: async () => Date.now(),
    // The emulator runs on this machine: its clock is this one, give or take the requests.
    timeTolerance: 10_000,
  };
});

describeLedgersContract("the Cloud Functions' Admin SDK adapters (Firestore emulator)", async () => {
  await resetEmulators();
  return {
    optIns: new AdminOptInLedger(admin),
    matches: new AdminMatchLedger(admin),
    reports: new AdminReportLedger(admin),
    fileReport: async (report) => {
      await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
    },
  };
});

describeLateOptInLedgerContract("AdminMatchLedger (Firestore emulator)", async () => {
  await resetEmulators();
  const ledger = new AdminMatchLedger(admin);
  return { late: ledger, matches: ledger };
});

describePlaceDirectoryContract("AdminPlaceDirectory (Firestore emulator)", async (places) => {
  await resetEmulators();
  for (const [school, list] of Object.entries(places)) {
    await admin.doc(`places/${school === "*" ? "default" : school}`).set(toPlacesDocument(list));
  }
  return new AdminPlaceDirectory(admin);
});

describeMailerContract("AdminMailer (into the mail collection)", async () => {
  await resetEmulators();
  const sent = async () => (await admin.collection("mail").get()).docs.map((doc) => fromMailDocument(doc.data()));
  return { mailer: new AdminMailer(admin, "https://strangers.test"), sent };
});

describe("the Firebase lifecycle adapters beyond the contracts", () => {
  it("reads profiles asked for together (a school's round) each as its own, in a few requests", async () => {
    await resetEmulators();
    const uids = Array.from({ length: 501 }, (_, i) => `student-${i}`);
    const batch = admin.batch();
    for (const uid of uids.slice(0, 499)) batch.set(admin.doc(`users/${uid}`), { first_name: uid });
    await batch.commit();
    await admin.doc("users/student-499").set({ first_name: "student-499" });
    const store = new AdminProfileStore(admin);
    // One student asked for twice, and one without a profile.
    const read = await Promise.all([...uids, "student-7", "nobody"].map((uid) => store.read(uid)));
    expect(read.slice(0, 500).map((profile) => profile?.first_name)).toEqual(uids.slice(0, 500));
    expect(read.slice(500)).toEqual([null, expect.objectContaining({ first_name: "student-7" }), null]);
    // Read again later: a new request, which sees what changed since.
    await admin.doc("users/student-1").set({ first_name: "Renamed" });
    expect((await store.read("student-1"))?.first_name).toBe("Renamed");
  });

  it("sends a list holding an email sent already (a retried run): every email once, the one sent before not twice", async () => {
    await resetEmulators();
    const mailer = new AdminMailer(admin, "https://strangers.test");
    const email = (to: string) => ({ to, subject: "You're matched", text: "Meet Ben.", link: "/dashboard" });
    await mailer.send(email("ana@state.edu"));
    await mailer.sendAll([email("ben@state.edu"), email("ana@state.edu"), email("cy@state.edu")]);
    const told = (await admin.collection("mail").get()).docs.map((doc) => doc.get("to")).sort();
    expect(told).toEqual(["ana@state.edu", "ben@state.edu", "cy@state.edu"]);
  });

  it("lets the system read the opt-in a student saved in the browser (one layout for both SDKs)", async () => {
    const { firestore } = await signedInAna();
    await publishContractDay();
    const before = Date.now();
    await new FirestoreOptInStore(firestore).save(anOptIn("ana"));
    const [stored] = await new AdminOptInLedger(admin).listForDay(DAY_ID);
    expect(stored).toEqual({ ...anOptIn("ana"), updatedAt: expect.any(Number) });
    // Stamped by the server (the emulator runs on this machine's clock), not the device's own time.
    expect(stored?.updatedAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it("writes each email once in the extension's shape, with the link made absolute", async () => {
    await resetEmulators();
    const mailer = new AdminMailer(admin, "https://strangers.test/");
    const email = { to: "ana@state.edu", subject: "You're matched", text: "Meet Ben <3\n\nSoon.", link: "/dashboard" };
    await mailer.send(email);
    await mailer.send(email);
    const documents = (await admin.collection("mail").get()).docs.map((doc) => doc.data());
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      to: "ana@state.edu",
      message: {
        subject: "You're matched",
        text: "Meet Ben <3\n\nSoon.\n\nOpen Strangers: https://strangers.test/dashboard",
        html: '<p>Meet Ben &#60;3</p><p>Soon.</p><p><a href="https://strangers.test/dashboard">Open Strangers</a></p>',
      },
    });
  });

  it("reads another pair's match as no match: the rules refuse it exactly as a missing one", async () => {
    const { firestore } = await signedInAna();
    const theirs = aMatch(["cy", "dee"]);
    await new AdminMatchLedger(admin).add([theirs]);
    const store = new FirestoreMatchStore(firestore);
    expect(await withoutFirebaseWarnings(() => store.find(theirs.id, "ana"))).toBeNull();
    expect(await withoutFirebaseWarnings(() => store.find(`${theirs.id}x`, "ana"))).toBeNull();
    await expect(withoutFirebaseWarnings(() => store.findMyOutcome(DAY_ID, "cy"))).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});
