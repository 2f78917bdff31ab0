import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { SentEmail, SentNotification } from "../../../domain/devtools/ports/Mailbox";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import styles from "./MailboxPage.module.css";
import { type MailboxRow, MailboxTable } from "./MailboxTable";
import { mailboxCopy } from "./mailboxCopy";

/** An email, with its link: verify the address, or open what it is about in the app. */
function emailRow(email: SentEmail): MailboxRow {
  const { id, to, subject, text, sentAt, verificationCode, link } = email;
  const action =
    verificationCode !== undefined ? (
      <Link to={`/dev/mailbox/verify?code=${encodeURIComponent(verificationCode)}`}>{mailboxCopy.verify}</Link>
    ) : link === undefined ? null : (
      <Link to={link}>{mailboxCopy.openInApp}</Link>
    );
  return { id, to, title: subject, text, sentAt, action };
}

/** A notification shown, marked when it was taken away since. */
function notificationRow(notification: SentNotification): MailboxRow {
  const { id, to, title, body, sentAt, withdrawn, link } = notification;
  const shownTitle = withdrawn ? `${title} ${mailboxCopy.withdrawn}` : title;
  return { id, to, title: shownTitle, text: body, sentAt, action: <Link to={link}>{mailboxCopy.openInApp}</Link> };
}

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
      <section aria-labelledby="mailbox-emails">
        <h2 id="mailbox-emails">{mailboxCopy.emailsHeading}</h2>
        {emails === null ? null : emails.length === 0 ? (
          <p>{mailboxCopy.empty}</p>
        ) : (
          <MailboxTable
            labelledBy="mailbox-emails"
            titleHeader={mailboxCopy.subject}
            actionHeader={mailboxCopy.verify}
            rows={emails.map(emailRow)}
          />
        )}
      </section>
      {import.meta.env.VITE_BACKEND === "firebase" ? null : (
        <section aria-labelledby="mailbox-notifications">
          <h2 id="mailbox-notifications">{mailboxCopy.notificationsHeading}</h2>
          <p className={styles.intro}>{mailboxCopy.notificationsIntro}</p>
          {notifications.length === 0 ? (
            <p>{mailboxCopy.noNotifications}</p>
          ) : (
            <MailboxTable
              labelledBy="mailbox-notifications"
              titleHeader={mailboxCopy.notification}
              actionHeader={mailboxCopy.openInApp}
              rows={notifications.map(notificationRow)}
            />
          )}
        </section>
      )}
    </div>
  );
}
