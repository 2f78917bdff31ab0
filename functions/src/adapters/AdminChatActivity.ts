import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, matchPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { conversationLeavers } from "../../../adapters/firebase/documents/matchDocument";
import type { ChatMessage } from "../../../domain/chat/ChatMessage";
import type { ChatActivity, ConversationStanding } from "../../../domain/chat/ports/ChatActivity";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/**
 * The conversations as the system reads them to email about unread messages: the recent messages
 * of every match's conversation in one collection-group query on `sent_at` (its index:
 * firestore.indexes.json), then, for a conversation, its members' read marks (`readers`) and
 * who left it (the members' `left_chat_at`: conversationLeavers).
 */
export class AdminChatActivity implements ChatActivity {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async sentBetween(after: EpochMillis, until: EpochMillis): Promise<readonly ChatMessage[]> {
    const snapshot = await this.#firestore
      .collectionGroup(COLLECTIONS.messages)
      .where("sent_at", ">", ADMIN_TIME_CODEC.fromMillis(after))
      .where("sent_at", "<=", ADMIN_TIME_CODEC.fromMillis(until))
      .orderBy("sent_at")
      .get();
    return snapshot.docs.flatMap((document) => {
      // A match's conversation: matches/{matchId}/messages/{messageId}.
      const conversation = document.ref.parent.parent;
      if (conversation === null || conversation.parent.id !== COLLECTIONS.matches) return [];
      return [
        {
          id: document.id,
          conversationId: conversation.id,
          senderUid: String(document.get("sender_uid") ?? ""),
          text: String(document.get("text") ?? ""),
          sentAt: ADMIN_TIME_CODEC.toMillis(document.get("sent_at")) ?? 0,
        },
      ];
    });
  }

  async standingOf(conversationId: string): Promise<ConversationStanding> {
    const [readers, match] = await Promise.all([
      this.#firestore.collection(`${matchPath(conversationId)}/${COLLECTIONS.readers}`).get(),
      this.#firestore.doc(matchPath(conversationId)).get(),
    ]);
    const readAt: Record<string, EpochMillis> = {};
    for (const reader of readers.docs) {
      const at = ADMIN_TIME_CODEC.toMillis(reader.get("read_at"));
      if (at !== null) readAt[reader.id] = at;
    }
    return { readAt, leftBy: conversationLeavers(match.data() ?? {}) };
  }
}
