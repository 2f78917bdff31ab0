import type { Mailbox, NotificationOutbox, SentEmail, SentNotification } from "./ports/Mailbox";

/**
 * The local backend's mailbox, for a developer working offline: the emails it "sent",
 * and their verification links to follow; and the notifications it showed.
 */
export class ReadMailbox {
  readonly #mailbox: Mailbox;
  readonly #notifications: NotificationOutbox | null;

  /** `notifications`: the local backend's, listed beside the emails; null where there are none to list. */
  constructor(mailbox: Mailbox, notifications: NotificationOutbox | null = null) {
    this.#mailbox = mailbox;
    this.#notifications = notifications;
  }

  /** Every notification shown so far, newest first (none where the backend keeps none). */
  notifications(): Promise<readonly SentNotification[]> {
    return this.#notifications?.listNotifications() ?? Promise.resolve([]);
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
