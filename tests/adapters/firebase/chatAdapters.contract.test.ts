import { FirestoreChatStore } from "../../../adapters/firebase/FirestoreChatStore";
import { FirestoreReportStore } from "../../../adapters/firebase/FirestoreReportStore";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeChatStoreContract } from "../../contracts/chatStoreContract";
import { PROJECT_ID } from "./support/emulators";
import { freshMembers, liteFirestoreOf, realtimeFirestoreOf, realtimeSuite } from "./support/realtimeMembers";

/**
 * The chat on Firebase, against the emulators with the rules and the functions on: each member on
 * an app of their own, signed in, with the full SDK's listeners; the matches written as the
 * functions write them; a block filed as a student files it (which, by itself, closes the
 * conversation: no function is waited for).
 */

const admin = adminFirestore(PROJECT_ID);
realtimeSuite();

describeChatStoreContract("FirestoreChatStore (Firestore emulator, rules and functions on)", async (matches) => {
  await freshMembers();
  await new AdminMatchLedger(admin).add(matches);
  return {
    as: async (uid) => new FirestoreChatStore(await realtimeFirestoreOf(uid)),
    // Filed by the reporter on their own app, as the app files it: no function is waited for.
    fileReport: async (report) => new FirestoreReportStore(await liteFirestoreOf(report.reporterUid)).file(report),
    suspend: async (uid, until) => {
      await admin.doc(`users/${uid}`).set({ suspended_until: ADMIN_TIME_CODEC.fromMillis(until) }, { merge: true });
    },
    // The emulator runs on this machine: its clock is this one, give or take the requests.
    storeTime: async () => Date.now(),
    timeTolerance: 10_000,
  };
});
