/** An email the lifecycle sends: the match revealed, a partner who cancelled, a reminder. */
export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  /** Plain text. */
  readonly text: string;
  /** Where a "see it in the app" link leads: a path of the site, e.g. "/dashboard". */
  readonly link: string;
  /**
   * The students (uids) the email is about, beyond its recipient: those it names or whose match it
   * concerns. When one of them deletes their account, the copy kept of the email goes too.
   */
  readonly about?: readonly string[];
}

/** Sends emails. Locally they land in the developer's mailbox; on Firebase, in the `mail` collection. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** Sends each of these emails, as `send` does each, in as few writes as the store allows (a round's hundreds). */
  sendAll(emails: readonly OutgoingEmail[]): Promise<void>;
}
