import type { Mailbox, SentEmail } from "./ports/Mailbox";

/**
 * The local backend's mailbox, for a developer working offline: the emails it "sent",
 * and their verification links to follow.
 */
export class ReadMailbox {
  readonly #mailbox: Mailbox;

  constructor(mailbox: Mailbox) {
    this.#mailbox = mailbox;
  }

  /** Every email sent so far. */
  list(): Promise<readonly SentEmail[]> {
    return this.#mailbox.list();
  }

  /** What clicking the email's link does: verifies the address; false for an unknown code. */
  followVerificationLink(code: string): Promise<boolean> {
    return this.#mailbox.verify(code);
  }
}
