import type { Mailbox, SentEmail } from "../../domain/ports/Mailbox";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** The outbox of the local backend, kept in IndexedDB so every tab sees it. */
export class LocalMailbox implements Mailbox {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  /** Stores an email as "sent" (what a mail server would deliver). */
  async deliver(email: SentEmail): Promise<void> {
    await this.#database.transact(["mailbox"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("mailbox").add(email));
    });
  }

  async list(): Promise<readonly SentEmail[]> {
    const emails = await this.#database.transact(["mailbox"], "readonly", (transaction) =>
      requestResult<SentEmail[]>(transaction.objectStore("mailbox").getAll()),
    );
    return emails.sort((a, b) => b.sentAt - a.sentAt);
  }

  async verify(code: string): Promise<boolean> {
    return this.#database.transact(["mailbox", "accounts"], "readwrite", async (transaction) => {
      const email = await requestResult<SentEmail | undefined>(
        transaction.objectStore("mailbox").index("verificationCode").get(code),
      );
      if (email === undefined) return false;
      const accounts = transaction.objectStore("accounts");
      const account = await requestResult<{ emailVerified: boolean } | undefined>(
        accounts.index("email").get(email.to),
      );
      if (account === undefined) return false;
      await requestResult(accounts.put({ ...account, emailVerified: true }));
      return true;
    });
  }
}
