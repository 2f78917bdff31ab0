import { beforeAll } from "vitest";
import { COLLECTIONS, messagePath, readerPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { toReportDocument } from "../../../adapters/firebase/documents/reportDocument";
import { AdminAccountRecords } from "../../../functions/src/adapters/AdminAccountRecords";
import { AdminConversationRecords } from "../../../functions/src/adapters/AdminConversationRecords";
import { AdminMailer } from "../../../functions/src/adapters/AdminMailer";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { AdminOptInLedger } from "../../../functions/src/adapters/AdminOptInLedger";
import { AdminProfileStore } from "../../../functions/src/adapters/AdminProfileStore";
import { AdminReportLedger } from "../../../functions/src/adapters/AdminReportLedger";
import { adminApp, adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describePersonalDataStoresContract } from "../../contracts/personalDataStoresContract";
import { createVerifiedAccountWithUid, PROJECT_ID, resetEmulators } from "./support/emulators";

/**
 * The stores behind a student's download and deletion, and the team's reviews, on the Cloud
 * Functions' Admin SDK adapters (Auth and Firestore emulators), as the functions use them.
 */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);

describePersonalDataStoresContract("the Cloud Functions' Admin SDK adapters (emulators)", async () => {
  await resetEmulators();
  const matches = new AdminMatchLedger(admin);
  return {
    accounts: new AdminAccountRecords(adminApp(PROJECT_ID)),
    createAccount: async (email) => {
      const uid = email.split("@")[0] ?? email;
      await createVerifiedAccountWithUid(uid, email, "correct horse");
      return uid;
    },
    profiles: new AdminProfileStore(admin),
    optIns: new AdminOptInLedger(admin),
    matches,
    reports: new AdminReportLedger(admin),
    fileReport: async (report) => {
      await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
    },
    mail: new AdminMailer(admin, "https://strangers.test"),
    conversations: new AdminConversationRecords(admin),
    writeMessage: async ({ conversationId, id, senderUid, text, sentAt }) => {
      await admin
        .doc(messagePath(conversationId, id))
        .set({ sender_uid: senderUid, text, sent_at: ADMIN_TIME_CODEC.fromMillis(sentAt) });
    },
    markRead: async (conversationId, uid) => {
      await admin.doc(readerPath(conversationId, uid)).set({ read_at: ADMIN_TIME_CODEC.fromMillis(Date.now()) });
    },
    readersOf: async (conversationId) =>
      (await admin.collection(`${COLLECTIONS.matches}/${conversationId}/${COLLECTIONS.readers}`).get()).docs.map(
        (reader) => reader.id,
      ),
  };
});
