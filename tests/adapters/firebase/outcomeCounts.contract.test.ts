import { afterAll, beforeAll } from "vitest";
import { toOptInDocument } from "../../../adapters/firebase/documents/optInDocument";
import { toReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreOutcomeCounts } from "../../../adapters/firebase/FirestoreOutcomeCounts";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { AdminReportLedger } from "../../../functions/src/adapters/AdminReportLedger";
import { AdminRescueLedger } from "../../../functions/src/adapters/AdminRescueLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeOutcomeCountsContract } from "../../contracts/outcomeCountsContract";
import { eventually, idTokenWithClaims } from "../../functions/support/functionsEmulator";
import {
  createVerifiedAccountWithUid,
  deleteTestApps,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
} from "./support/emulators";

/**
 * OutcomeCounts on Firebase: the lifecycle's documents written as the system and the apps write
 * them, counted by the functions' triggers into `outcome_counts`, and read by an operator on the
 * web SDK with the rules on.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

beforeAll(resetEmulators);
afterAll(deleteTestApps);

describeOutcomeCountsContract("FirestoreOutcomeCounts (the functions' counts, rules on)", async () => {
  await resetEmulators();
  const now = Date.now();
  // An operator of the console: the custom claim, then signed in on an app of their own.
  await idTokenWithClaims("olga", { operator: true }, { email: "olga@strangers.test" });
  const { auth, firestore } = startTestFirebase();
  await new FirebaseIdentity(auth).signIn("olga@strangers.test", "operator password");
  return {
    counts: new FirestoreOutcomeCounts(firestore),
    now,
    async account(uid, email, complete) {
      await createVerifiedAccountWithUid(uid, email, "correct horse battery");
      await admin.doc(`users/${uid}`).set({
        email,
        first_name: complete ? "A" : "",
        class_level: complete ? "Junior" : "",
        preferences: { interests: [], preferred_meal_times: complete ? ["Wed 12:00"] : [] },
        created_at: ts(now),
      });
    },
    optIn: (optIn) =>
      admin
        .doc(`days/${optIn.dayId}/schools/${optIn.school}/opt_ins/${optIn.uid}`)
        .set(toOptInDocument(optIn, ADMIN_TIME_CODEC))
        .then(() => {}),
    match: (match) => new AdminMatchLedger(admin).add([match]),
    async report(report, reviewedAt) {
      await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
      await new AdminReportLedger(admin).resolve(
        report.id,
        { status: "dismissed", at: reviewedAt },
        {
          reportId: report.id,
          at: reviewedAt,
          reviewer: { uid: "tess", email: "tess@strangers.test" },
          action: "dismiss",
          days: null,
          note: "ok",
          subjectUid: report.reportedUid,
        },
      );
    },
    async rescueOffer(offer) {
      const ledger = new AdminRescueLedger(admin);
      await ledger.addOffer({ ...offer, takenBy: null, takenAt: null, rescueMatchId: null });
      if (offer.takenBy === null || offer.takenAt === null) return;
      await ledger.take(offer.id, offer.takenBy, offer.takenAt);
      if (offer.rescueMatchId !== null) await ledger.setRescueMatch(offer.id, offer.rescueMatchId);
    },
    async eventually(read, check) {
      await eventually(read, check, 180_000);
    },
  };
});
