import type { EpochMillis } from "../../shared/EpochMillis";

export interface SentEmail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: EpochMillis;
  /** The message, for emails that say more than their subject (the lifecycle's). */
  readonly text?: string;
  /** Where the email's "see it in the app" link leads (a path of the site), if it has one. */
  readonly link?: string;
  /** The students the email is about (OutgoingEmail.about). */
  readonly about?: readonly string[];
  /** Code carried by a verification email's link; absent from other emails. */
  readonly verificationCode?: string;
  /** Where a verification link sends the reader once verified. */
  readonly returnUrl?: string;
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

/** A notification the local backend showed (or took away), as /dev/mailbox lists it beside the emails. */
export interface SentNotification {
  readonly id: string;
  /** The student's address. */
  readonly to: string;
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly tag: string;
  readonly sentAt: EpochMillis;
  /** Taken away since (a meal the student cancelled). */
  readonly withdrawn: boolean;
}

/** The local backend's notifications, for the mailbox page: only the local backend has them. */
export interface NotificationOutbox {
  listNotifications(): Promise<readonly SentNotification[]>;
}
