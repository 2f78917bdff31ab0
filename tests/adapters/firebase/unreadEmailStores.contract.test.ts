import { beforeAll } from "vitest";
import { matchPath, messagePath, readerPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { AdminChatActivity } from "../../../functions/src/adapters/AdminChatActivity";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { AdminUnreadEmailLedger } from "../../../functions/src/adapters/AdminUnreadEmailLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeUnreadEmailStoresContract } from "../../contracts/unreadEmailStoresContract";
import { PROJECT_ID, resetEmulators } from "./support/emulators";

/**
 * The stores behind the emails about unread messages on the Cloud Functions' Admin SDK adapters
 * (the Firestore emulator), as the due jobs use them: the messages written and read as the web SDK
 * and the rules leave them, a conversation left as a member's block leaves it.
 */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);

describeUnreadEmailStoresContract("the Cloud Functions' Admin SDK adapters (emulator)", async (matches) => {
  await resetEmulators();
  await new AdminMatchLedger(admin).add(matches);
  return {
    activity: new AdminChatActivity(admin),
    ledger: new AdminUnreadEmailLedger(admin),
    writeMessage: async ({ conversationId, id, senderUid, text, sentAt }) => {
      await admin
        .doc(messagePath(conversationId, id))
        .set({ sender_uid: senderUid, text, sent_at: ADMIN_TIME_CODEC.fromMillis(sentAt) });
    },
    markRead: async (conversationId, uid) => {
      await admin.doc(readerPath(conversationId, uid)).set({ read_at: ADMIN_TIME_CODEC.fromMillis(Date.now()) });
    },
    // As the reporter's batch leaves it (FirestoreReportStore): their own left_chat_at.
    block: async (match, reporterUid) => {
      const leftChat = `members.${reporterUid}.left_chat_at`;
      await admin.doc(matchPath(match.id)).update({ [leftChat]: ADMIN_TIME_CODEC.fromMillis(Date.now()) });
    },
  };
});
