import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import styles from "./MailboxPage.module.css";
import { mailboxCopy } from "./mailboxCopy";

/** Verified: "held-here" when this browser holds the pending sign-up, else "log-in". */
type Outcome = "verifying" | "held-here" | "log-in" | "invalid";

/**
 * Where a local verification email's link leads: marks the address verified. When this browser holds
 * the pending sign-up, its tab moves on by itself, and Continue to Strangers leads to the sign-up
 * page, which finishes it (for a tab closed since); otherwise the page says that logging in comes next.
 */
export function VerifyEmailPage() {
  const mailbox = useInjection(USE_CASES.readMailbox);
  const signUp = useInjection(USE_CASES.signUpAndVerify);
  // The query read from the location the app already watches: useSearchParams would add its code to the start-up's.
  const code = new URLSearchParams(useLocation().search).get("code") ?? "";
  const [outcome, setOutcome] = useState<Outcome>("verifying");

  useEffect(() => {
    let current = true;
    const outcomeOf = async (): Promise<Outcome> => {
      if (!(await mailbox.followVerificationLink(code))) return "invalid";
      return (await signUp.isPendingHere()) ? "held-here" : "log-in";
    };
    outcomeOf().then(
      (outcome) => current && setOutcome(outcome),
      () => current && setOutcome("invalid"),
    );
    return () => {
      current = false;
    };
  }, [mailbox, signUp, code]);
  const verified = outcome === "held-here" || outcome === "log-in";

  return (
    <div className={styles.page}>
      <title>{pageTitle(mailboxCopy.verifyingTitle)}</title>
      <meta name="description" content={mailboxCopy.description} />
      <h1>{verified ? mailboxCopy.verified : mailboxCopy.verifyingTitle}</h1>
      <p role="status">
        {outcome === "verifying" ? mailboxCopy.verifying : null}
        {outcome === "held-here" ? mailboxCopy.verifiedHeldHere : null}
        {outcome === "log-in" ? mailboxCopy.verifiedLogIn : null}
        {outcome === "invalid" ? mailboxCopy.invalid : null}
      </p>
      <p className={styles.actions}>
        {/* To the sign-up page that finishes the sign-up, or to log in: not the splash and the intro again. */}
        {outcome === "log-in" ? (
          <Link to="/login">{mailboxCopy.logIn}</Link>
        ) : (
          <Link to="/signup">{mailboxCopy.continue}</Link>
        )}
        <Link to="/dev/mailbox">{mailboxCopy.backToMailbox}</Link>
      </p>
    </div>
  );
}
