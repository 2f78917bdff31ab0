import type { EpochMillis } from "../EpochMillis";
import type { OutgoingEmail } from "./Mailer";

/** An email the system sent, as kept. */
export interface SentMail extends OutgoingEmail {
  readonly sentAt: EpochMillis | null;
}

/** The copies kept of the emails the system sent (the system only): for exports and erasures. */
export interface MailRecords {
  /** Every email sent to the address. */
  sentTo(email: string): Promise<readonly SentMail[]>;
  /** Removes every email sent to the address, and every email about the student (OutgoingEmail.about). */
  removeFor(email: string, uid: string): Promise<void>;
}
