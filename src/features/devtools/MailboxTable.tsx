// biome-ignore-all lint/a11y/noRedundantRoles: rows become cards on narrow screens (CSS display), which drops the table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.
import type { ReactNode } from "react";
import styles from "./MailboxPage.module.css";
import { mailboxCopy } from "./mailboxCopy";

const sentAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** One line of the mailbox: an email or a notification. */
export interface MailboxRow {
  readonly id: string;
  readonly to: string;
  /** The subject or the notification's title, and what follows it. */
  readonly title: string;
  readonly text?: string;
  readonly sentAt: number;
  /** Its link (verify, open in the app), if any. */
  readonly action: ReactNode;
}

interface MailboxTableProps {
  /** The id of the heading that names the table ("Emails", "Notifications"). */
  readonly labelledBy: string;
  /** The title column's header. */
  readonly titleHeader: string;
  /** The hidden header of the links' column. */
  readonly actionHeader: string;
  readonly rows: readonly MailboxRow[];
}

/** What the mailbox lists, as a table on wide screens and as cards on narrow ones (CSS). */
export function MailboxTable({ labelledBy, titleHeader, actionHeader, rows }: MailboxTableProps) {
  return (
    <table className={styles.table} role="table" aria-labelledby={labelledBy}>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {mailboxCopy.to}
          </th>
          <th scope="col" role="columnheader">
            {titleHeader}
          </th>
          <th scope="col" role="columnheader">
            {mailboxCopy.sent}
          </th>
          <th scope="col" role="columnheader">
            <span className="visually-hidden">{actionHeader}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className={styles.email}>
            <td role="cell" className={styles.to}>
              {row.to}
            </td>
            <td role="cell" className={styles.subject}>
              {row.title}
              {row.text === undefined ? null : <p className={styles.text}>{row.text}</p>}
            </td>
            <td role="cell" className={styles.sent}>
              <time dateTime={new Date(row.sentAt).toISOString()}>{sentAtFormat.format(row.sentAt)}</time>
            </td>
            <td role="cell" className={styles.verify}>
              {row.action}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
