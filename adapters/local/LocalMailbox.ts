import type { Mailbox, SentEmail } from "../../domain/devtools/ports/Mailbox";
import type { MailRecords, SentMail } from "../../domain/shared/ports/MailRecords";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** The outbox of the local backend, kept in IndexedDB so every tab sees it (and a student's share of it, for their data). */
export class LocalMailbox implements Mailbox, MailRecords {
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

  async sentTo(email: string): Promise<readonly SentMail[]> {
    return (await this.list())
      .filter((sent) => sent.to === email)
      .map((sent) => ({
        to: sent.to,
        subject: sent.subject,
        text: sent.text ?? "",
        link: sent.link ?? "/",
        sentAt: sent.sentAt,
      }));
  }

  async removeFor(email: string, uid: string): Promise<void> {
    await this.#database.transact(["mailbox"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("mailbox");
      for (const sent of await requestResult<SentEmail[]>(store.getAll())) {
        if (sent.to === email || sent.about?.includes(uid)) await requestResult(store.delete(sent.id));
      }
    });
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
