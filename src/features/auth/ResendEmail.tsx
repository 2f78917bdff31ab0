import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ResendCountdown } from "../../../domain/account/ResendThrottle";
import { ResendVerificationError } from "../../../domain/account/ResendVerificationError";
import type { Unsubscribe } from "../../../domain/shared/ports/Unsubscribe";
import styles from "./AuthScreen.module.css";
import { resendCopy } from "./authCopy";
import { resendFailureMessages } from "./authMessages";

interface ResendEmailProps {
  /** Where the email goes, for the confirmation. */
  readonly email: string;
  /** Sends the email again and answers the countdown to the next; rejects with a `ResendVerificationError`. */
  readonly send: () => Promise<ResendCountdown>;
  /** The wait already running when the control appears (the sign-up's own email), if any. */
  readonly countdown?: ResendCountdown;
}

/**
 * "Resend email": sends the verification email again, then waits out the resend interval with
 * the seconds shown on the button. What happened is said in a polite live region.
 */
export function ResendEmail({ email, send, countdown }: ResendEmailProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  // A ref, not state: a double click fires twice before React re-renders.
  const busy = useRef(false);

  const stopCountdown = useRef<Unsubscribe>(() => {});
  // Counted from the screen's arrival (before it paints: never a moment of "Resend email" too early),
  // and afresh after every email sent.
  const startCountdown = useCallback((next: ResendCountdown) => {
    stopCountdown.current();
    stopCountdown.current = next(setSecondsLeft);
  }, []);
  useLayoutEffect(() => {
    if (countdown !== undefined) startCountdown(countdown);
    return () => stopCountdown.current();
  }, [countdown, startCountdown]);

  async function resend() {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setOutcome(null);
    try {
      const next = await send();
      setOutcome(resendCopy.sent(email));
      startCountdown(next);
    } catch (error) {
      setOutcome(resendFailureMessages[error instanceof ResendVerificationError ? error.reason : "unexpected"]);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <div className={styles.resend}>
      <button type="button" className={styles.secondary} disabled={sending || secondsLeft > 0} onClick={resend}>
        {sending ? resendCopy.sending : secondsLeft > 0 ? resendCopy.resendIn(secondsLeft) : resendCopy.resend}
      </button>
      <p role="status" className={styles.resendOutcome}>
        {outcome}
      </p>
    </div>
  );
}
