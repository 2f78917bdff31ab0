import { expect } from "vitest";
import { toReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import { FirestoreChatStore } from "../../../adapters/firebase/FirestoreChatStore";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeChatStoreContract } from "../../contracts/chatStoreContract";
import { eventually } from "../../functions/support/functionsEmulator";
import { PROJECT_ID } from "./support/emulators";
import { freshMembers, realtimeFirestoreOf, realtimeSuite } from "./support/realtimeMembers";

/**
 * The chat on Firebase, against the emulators with the rules and the functions on: each member on
 * an app of their own, signed in, with the full SDK's listeners; the matches written as the
 * functions write them; a block filed as a student files it, the onReportFiled function closing
 * the conversation.
 */

const admin = adminFirestore(PROJECT_ID);
realtimeSuite();

describeChatStoreContract("FirestoreChatStore (Firestore emulator, rules and functions on)", async (matches) => {
  await freshMembers();
  await new AdminMatchLedger(admin).add(matches);
  return {
    as: async (uid) => new FirestoreChatStore(await realtimeFirestoreOf(uid)),
    // Filed, and the system's reaction awaited: onReportFiled closes the conversation (its first call
    // starts a function instance on the emulator, more than the contract's 5 s on a loaded machine).
    fileReport: async (report) => {
      await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
      await eventually(
        async () => (await admin.doc(`matches/${report.matchId}`).get()).get("chat_closed_at"),
        (closedAt) => expect(closedAt).toBeTruthy(),
      );
    },
    // The emulator runs on this machine: its clock is this one, give or take the requests.
    storeTime: async () => Date.now(),
    timeTolerance: 10_000,
  };
});
