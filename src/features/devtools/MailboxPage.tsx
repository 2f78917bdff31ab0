// biome-ignore-all lint/a11y/noRedundantRoles: rows become cards on narrow screens (CSS display), which drops the table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { SentEmail, SentNotification } from "../../../domain/devtools/ports/Mailbox";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import styles from "./MailboxPage.module.css";
import { mailboxCopy } from "./mailboxCopy";

const sentAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/**
 * /dev/mailbox: the emails the local backend "sent", with their verification
 * links; in a build on the Firebase emulators, the emails the functions wrote and the Auth
 * emulator's verification emails (EmulatorMailbox). Routed in no build for deployment.
 */
export function MailboxPage() {
  const mailbox = useInjection(USE_CASES.readMailbox);
  const [emails, setEmails] = useState<readonly SentEmail[] | null>(null);
  const [notifications, setNotifications] = useState<readonly SentNotification[]>([]);

  const load = useCallback(() => {
    mailbox.list().then(setEmails, () => setEmails([]));
    mailbox.notifications().then(setNotifications, () => setNotifications([]));
  }, [mailbox]);

  useEffect(() => {
    load();
    // Coming back from the sign-up tab shows the email just sent.
    window.addEventListener("focus", load);
    return () => window.removeEventListener("focus", load);
  }, [load]);

  return (
    <div className={styles.page}>
      <title>{pageTitle(mailboxCopy.title)}</title>
      <meta name="description" content={mailboxCopy.description} />
      <h1>{mailboxCopy.heading}</h1>
      <p className={styles.intro}>
        {import.meta.env.VITE_BACKEND === "firebase" ? mailboxCopy.introEmulators : mailboxCopy.intro}
      </p>
      <button type="button" className={styles.refresh} onClick={load}>
        {mailboxCopy.refresh}
      </button>
      <h2>{mailboxCopy.emailsHeading}</h2>
      {emails === null ? null : emails.length === 0 ? (
        <p>{mailboxCopy.empty}</p>
      ) : (
        // Rows become cards on narrow screens (CSS); the roles keep it a table for assistive technology there.
        <table className={styles.table} role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {mailboxCopy.to}
              </th>
              <th scope="col" role="columnheader">
                {mailboxCopy.subject}
              </th>
              <th scope="col" role="columnheader">
                {mailboxCopy.sent}
              </th>
              <th scope="col" role="columnheader">
                <span className="visually-hidden">{mailboxCopy.verify}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {emails.map((email) => (
              <tr key={email.id} role="row" className={styles.email}>
                <td role="cell" className={styles.to}>
                  {email.to}
                </td>
                <td role="cell" className={styles.subject}>
                  {email.subject}
                  {email.text === undefined ? null : <p className={styles.text}>{email.text}</p>}
                </td>
                <td role="cell" className={styles.sent}>
                  <time dateTime={new Date(email.sentAt).toISOString()}>{sentAtFormat.format(email.sentAt)}</time>
                </td>
                <td role="cell" className={styles.verify}>
                  {email.verificationCode === undefined ? (
                    email.link === undefined ? null : (
                      <Link to={email.link}>{mailboxCopy.openInApp}</Link>
                    )
                  ) : (
                    <Link to={`/dev/mailbox/verify?code=${encodeURIComponent(email.verificationCode)}`}>
                      {mailboxCopy.verify}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {import.meta.env.VITE_BACKEND === "firebase" ? null : (
        <section aria-labelledby="mailbox-notifications">
          <h2 id="mailbox-notifications">{mailboxCopy.notificationsHeading}</h2>
          <p className={styles.intro}>{mailboxCopy.notificationsIntro}</p>
          {notifications.length === 0 ? (
            <p>{mailboxCopy.noNotifications}</p>
          ) : (
            <table className={styles.table} role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {mailboxCopy.to}
                  </th>
                  <th scope="col" role="columnheader">
                    {mailboxCopy.notification}
                  </th>
                  <th scope="col" role="columnheader">
                    {mailboxCopy.sent}
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">{mailboxCopy.openInApp}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {notifications.map((notification) => (
                  <tr key={notification.id} role="row" className={styles.email}>
                    <td role="cell" className={styles.to}>
                      {notification.to}
                    </td>
                    <td role="cell" className={styles.subject}>
                      {notification.title}
                      {notification.withdrawn ? ` ${mailboxCopy.withdrawn}` : ""}
                      <p className={styles.text}>{notification.body}</p>
                    </td>
                    <td role="cell" className={styles.sent}>
                      <time dateTime={new Date(notification.sentAt).toISOString()}>
                        {sentAtFormat.format(notification.sentAt)}
                      </time>
                    </td>
                    <td role="cell" className={styles.verify}>
                      <Link to={notification.link}>{mailboxCopy.openInApp}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
