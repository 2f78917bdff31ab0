import type { EpochMillis } from "../shared/EpochMillis";

export interface SentEmail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: EpochMillis;
  /** Code carried by the email's verification link. */
  readonly verificationCode: string;
  /** Where the link sends the reader once verified. */
  readonly returnUrl: string;
}

/**
 * The emails an offline backend "sends" instead of delivering them, so a
 * developer can read them and follow their links. Only the local backend has one.
 */
export interface Mailbox {
  list(): Promise<readonly SentEmail[]>;
  /** Marks the address the code was sent to as verified; false for an unknown code. */
  verify(code: string): Promise<boolean>;
}
