import { FieldPath, type Firestore, type QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS, matchPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { conversationLeavers } from "../../../adapters/firebase/documents/matchDocument";
import type { ChatMessage } from "../../../domain/chat/ChatMessage";
import type {
  ChatActivity,
  ConversationStanding,
  MessageCursor,
  MessagePage,
} from "../../../domain/chat/ports/ChatActivity";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** Where a page of messages starts: the last message's exact time and its document's path. */
interface AdminMessageCursor {
  readonly seconds: number;
  readonly nanoseconds: number;
  readonly path: string;
}

/**
 * The conversations as the system reads them to email about unread messages: the recent messages
 * of every match's conversation, a page at a time, in a collection-group query on `sent_at` (its
 * index: firestore.indexes.json) ordered by the time and then the document's path, the cursor the
 * last message's exact time (seconds and nanoseconds: a millisecond would read it again) and path;
 * then, for a conversation, its members' read marks (`readers`) and who left it (the members'
 * `left_chat_at`: conversationLeavers).
 */
export class AdminChatActivity implements ChatActivity {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async sentBetween(
    after: EpochMillis,
    until: EpochMillis,
    limit: number,
    from: MessageCursor | null,
  ): Promise<MessagePage> {
    let query = this.#firestore
      .collectionGroup(COLLECTIONS.messages)
      .where("sent_at", ">", ADMIN_TIME_CODEC.fromMillis(after))
      .where("sent_at", "<=", ADMIN_TIME_CODEC.fromMillis(until))
      .orderBy("sent_at")
      .orderBy(FieldPath.documentId());
    if (from !== null) {
      const { seconds, nanoseconds, path } = JSON.parse(from) as AdminMessageCursor;
      query = query.startAfter(new Timestamp(seconds, nanoseconds), path);
    }
    const snapshot = await query.limit(limit).get();
    const last = snapshot.docs.at(-1);
    const sentAt = last?.get("sent_at");
    const next =
      snapshot.size < limit || last === undefined || !(sentAt instanceof Timestamp)
        ? null
        : JSON.stringify({
            seconds: sentAt.seconds,
            nanoseconds: sentAt.nanoseconds,
            path: last.ref.path,
          } satisfies AdminMessageCursor);
    const messages: ChatMessage[] = snapshot.docs.flatMap((document) => {
      // A match's conversation: matches/{matchId}/messages/{messageId}.
      const conversation = document.ref.parent.parent;
      if (conversation === null || conversation.parent.id !== COLLECTIONS.matches) return [];
      return [messageOf(conversation.id, document)];
    });
    return { messages, next };
  }

  async latestIn(
    conversationId: string,
    after: EpochMillis,
    until: EpochMillis,
    limit: number,
  ): Promise<readonly ChatMessage[]> {
    const snapshot = await this.#firestore
      .collection(`${matchPath(conversationId)}/${COLLECTIONS.messages}`)
      .where("sent_at", ">", ADMIN_TIME_CODEC.fromMillis(after))
      .where("sent_at", "<=", ADMIN_TIME_CODEC.fromMillis(until))
      .orderBy("sent_at", "desc")
      .limit(limit)
      .get();
    return snapshot.docs.map((document) => messageOf(conversationId, document)).reverse();
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

function messageOf(conversationId: string, document: QueryDocumentSnapshot): ChatMessage {
  return {
    id: document.id,
    conversationId,
    senderUid: String(document.get("sender_uid") ?? ""),
    text: String(document.get("text") ?? ""),
    sentAt: ADMIN_TIME_CODEC.toMillis(document.get("sent_at")) ?? 0,
  };
}
