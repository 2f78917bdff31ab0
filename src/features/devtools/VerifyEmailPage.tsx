import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import styles from "./MailboxPage.module.css";
import { mailboxCopy } from "./mailboxCopy";

type Outcome = "verifying" | "verified" | "invalid";

/** Where a local verification email's link leads: marks the address verified. */
export function VerifyEmailPage() {
  const mailbox = useInjection(USE_CASES.readMailbox);
  // The query read from the location the app already watches: useSearchParams would add its code to the start-up's.
  const code = new URLSearchParams(useLocation().search).get("code") ?? "";
  const [outcome, setOutcome] = useState<Outcome>("verifying");

  useEffect(() => {
    let current = true;
    mailbox.followVerificationLink(code).then(
      (verified) => current && setOutcome(verified ? "verified" : "invalid"),
      () => current && setOutcome("invalid"),
    );
    return () => {
      current = false;
    };
  }, [mailbox, code]);

  return (
    <div className={styles.page}>
      <title>{pageTitle(mailboxCopy.verifyingTitle)}</title>
      <meta name="description" content={mailboxCopy.description} />
      <h1>{outcome === "verified" ? mailboxCopy.verified : mailboxCopy.verifyingTitle}</h1>
      <p role="status">
        {outcome === "verifying" ? mailboxCopy.verifying : null}
        {outcome === "verified" ? mailboxCopy.verifiedHint : null}
        {outcome === "invalid" ? mailboxCopy.invalid : null}
      </p>
      <p className={styles.actions}>
        {/* Straight to the dashboard (or to log in, in a tab that is not signed in): not the splash and the intro again. */}
        <Link to="/dashboard">{mailboxCopy.continue}</Link>
        <Link to="/dev/mailbox">{mailboxCopy.backToMailbox}</Link>
      </p>
    </div>
  );
}
