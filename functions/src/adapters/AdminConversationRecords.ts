import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  matchPath,
  messagePath,
  messageQuotaPath,
  readerPath,
} from "../../../adapters/firebase/documents/firestoreLayout";
import type { ChatMessage } from "../../../domain/chat/ChatMessage";
import type { ConversationRecords } from "../../../domain/chat/ports/ConversationRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks, setAll } from "./batches";

/**
 * The conversations (`matches/{matchId}/messages`, `readers`) and the message counts
 * (`message_quotas/{uid}`) as the system reads and rewrites them for a student's download and erasure.
 */
export class AdminConversationRecords implements ConversationRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async messages(conversationId: string): Promise<readonly ChatMessage[]> {
    const snapshot = await this.#messages(conversationId).orderBy("sent_at").get();
    return snapshot.docs.map((document) => ({
      id: document.id,
      conversationId,
      senderUid: String(document.get("sender_uid") ?? ""),
      text: String(document.get("text") ?? ""),
      sentAt: ADMIN_TIME_CODEC.toMillis(document.get("sent_at")) ?? 0,
    }));
  }

  async move(oldId: string, newId: string, leaver: string, evidence: ReadonlySet<string>): Promise<void> {
    const [messages, readers] = await Promise.all([
      this.#messages(oldId).get(),
      this.#firestore.collection(`${matchPath(oldId)}/${COLLECTIONS.readers}`).get(),
    ]);
    const staying = messages.docs.filter((message) => message.get("sender_uid") !== leaver || evidence.has(message.id));
    const readersStaying = readers.docs.filter((reader) => reader.id !== leaver);
    // Written at the new id first: an erasure cut short leaves a copy, never a lost message.
    await setAll(this.#firestore, [
      ...staying.map((message) => ({ ref: this.#firestore.doc(messagePath(newId, message.id)), data: message.data() })),
      ...readersStaying.map((reader) => ({
        ref: this.#firestore.doc(readerPath(newId, reader.id)),
        data: reader.data(),
      })),
    ]);
    if (oldId === newId) {
      await this.#deleteAll([
        ...messages.docs.filter((message) => !staying.includes(message)).map((message) => message.ref),
        ...readers.docs.filter((reader) => reader.id === leaver).map((reader) => reader.ref),
      ]);
      return;
    }
    await this.#deleteAll([...messages.docs, ...readers.docs].map((document) => document.ref));
  }

  async remove(conversationId: string, messageIds: readonly string[]): Promise<void> {
    await this.#deleteAll(messageIds.map((id) => this.#firestore.doc(messagePath(conversationId, id))));
  }

  async forgetSender(uid: string): Promise<void> {
    await this.#firestore.doc(messageQuotaPath(uid)).delete();
  }

  #messages(conversationId: string) {
    return this.#firestore.collection(`${matchPath(conversationId)}/${COLLECTIONS.messages}`);
  }

  async #deleteAll(refs: readonly DocumentReference[]): Promise<void> {
    for (const chunk of chunks(refs)) {
      const batch = this.#firestore.batch();
      for (const ref of chunk) batch.delete(ref);
      await batch.commit();
    }
  }
}
