import type { UnreadEmailLedger } from "../../domain/chat/ports/UnreadEmailLedger";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** When a member was last emailed about a conversation's unread messages (the offline `unread_emails`). */
interface UnreadEmailRecord {
  readonly conversationId: string;
  readonly uid: string;
  readonly emailedAt: EpochMillis;
}

/** Every member's record on a conversation (records are keyed [conversationId, uid]). */
const recordsOf = (conversationId: string) => IDBKeyRange.bound([conversationId, ""], [conversationId, "\uffff"]);

/**
 * The emails about unread messages, as the system keeps them in IndexedDB: the offline stand-in
 * for the functions' `unread_emails` collection (no student reads it). Each record is changed in a
 * transaction that first checks it is still the one read, so that two tabs doing the due work at
 * once email once.
 */
export class LocalUnreadEmailLedger implements UnreadEmailLedger {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async lastEmailedAt(conversationId: string, uid: string): Promise<EpochMillis | null> {
    const record = await this.#database.transact(["unreadEmails"], "readonly", (transaction) =>
      requestResult<UnreadEmailRecord | undefined>(transaction.objectStore("unreadEmails").get([conversationId, uid])),
    );
    return record?.emailedAt ?? null;
  }

  async recordEmail(
    conversationId: string,
    uid: string,
    previous: EpochMillis | null,
    at: EpochMillis,
  ): Promise<boolean> {
    return this.#database.transact(["unreadEmails"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("unreadEmails");
      const record = await requestResult<UnreadEmailRecord | undefined>(store.get([conversationId, uid]));
      if ((record?.emailedAt ?? null) !== previous) return false;
      await requestResult(store.put({ conversationId, uid, emailedAt: at } satisfies UnreadEmailRecord));
      return true;
    });
  }

  async move(oldId: string, newId: string, leaver: string): Promise<void> {
    await this.#database.transact(["unreadEmails"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("unreadEmails");
      for (const record of await requestResult<UnreadEmailRecord[]>(store.getAll(recordsOf(oldId)))) {
        await requestResult(store.delete([oldId, record.uid]));
        if (record.uid !== leaver) await requestResult(store.put({ ...record, conversationId: newId }));
      }
    });
  }
}
