import type { Clock } from "../../domain/shared/ports/Clock";
import type { Mailer, OutgoingEmail } from "../../domain/shared/ports/Mailer";
import type { LocalMailbox } from "./LocalMailbox";

/** Sends the lifecycle's emails into the local mailbox, beside the verification emails (/dev/mailbox). */
export class LocalMailer implements Mailer {
  readonly #mailbox: LocalMailbox;
  readonly #clock: Clock;

  constructor(mailbox: LocalMailbox, clock: Clock) {
    this.#mailbox = mailbox;
    this.#clock = clock;
  }

  async sendAll(emails: readonly OutgoingEmail[]): Promise<void> {
    for (const email of emails) await this.send(email);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.#mailbox.deliver({
      id: crypto.randomUUID(),
      to: email.to,
      subject: email.subject,
      text: email.text,
      link: email.link,
      ...(email.about === undefined ? {} : { about: [...email.about] }),
      sentAt: this.#clock.now(),
    });
  }
}
