import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, unreadEmailPath } from "../../../adapters/firebase/documents/firestoreLayout";
import type { UnreadEmailLedger } from "../../../domain/chat/ports/UnreadEmailLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks, MAX_WRITES_PER_BATCH } from "./batches";

/**
 * When each member was last emailed about a conversation's unread messages:
 * `unread_emails/{conversationId}_{uid}` (`conversation_id`, `uid`, `emailed_at`), which no client
 * reads or writes (firestore.rules). An email is recorded in a transaction that first checks the
 * record is still the one read, so that two runs of the due jobs at once email once.
 */
export class AdminUnreadEmailLedger implements UnreadEmailLedger {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async lastEmailedAt(conversationId: string, uid: string): Promise<EpochMillis | null> {
    const snapshot = await this.#firestore.doc(unreadEmailPath(conversationId, uid)).get();
    return snapshot.exists ? ADMIN_TIME_CODEC.toMillis(snapshot.get("emailed_at")) : null;
  }

  recordEmail(conversationId: string, uid: string, previous: EpochMillis | null, at: EpochMillis): Promise<boolean> {
    const reference = this.#firestore.doc(unreadEmailPath(conversationId, uid));
    return this.#firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(reference);
      const current = snapshot.exists ? ADMIN_TIME_CODEC.toMillis(snapshot.get("emailed_at")) : null;
      if (current !== previous) return false;
      transaction.set(reference, {
        conversation_id: conversationId,
        uid,
        emailed_at: ADMIN_TIME_CODEC.fromMillis(at),
      });
      return true;
    });
  }

  async move(oldId: string, newId: string, leaver: string): Promise<void> {
    const records = await this.#firestore
      .collection(COLLECTIONS.unreadEmails)
      .where("conversation_id", "==", oldId)
      .get();
    // Two writes a record: its delete, and its copy under the new id.
    for (const chunk of chunks(records.docs, MAX_WRITES_PER_BATCH / 2)) {
      const batch = this.#firestore.batch();
      for (const record of chunk) {
        batch.delete(record.ref);
        const uid = String(record.get("uid") ?? "");
        if (uid !== leaver) {
          batch.set(this.#firestore.doc(unreadEmailPath(newId, uid)), { ...record.data(), conversation_id: newId });
        }
      }
      await batch.commit();
    }
  }
}
