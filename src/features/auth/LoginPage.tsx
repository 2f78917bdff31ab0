import { type FormEvent, useCallback, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { type LogInFailure, logInFailureOf } from "../../../domain/account/accountErrors";
import { firstLogInProblem } from "../../../domain/account/LogInForm";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { CheckboxField } from "../../shared/forms/CheckboxField";
import { FormAlert } from "../../shared/forms/FormAlert";
import { LiveForm } from "../../shared/forms/LiveForm";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { type TypedValues, typedText } from "../../shared/forms/typedBeforeHydration";
import { useSubmission } from "../../shared/forms/useSubmission";
import { returnPathOf } from "../../shared/session/RequireSession";
import { AuthScreen } from "./AuthScreen";
import styles from "./AuthScreen.module.css";
import { fieldCopy, logInCopy } from "./authCopy";
import { logInFailureMessages, logInProblemMessages } from "./authMessages";
import { ResendEmail } from "./ResendEmail";
import { siteRoot } from "./siteRoot";

/** The address a page that sent the student here passed along ("Log in to get a new verification email"). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

/** Whether the student arrives from deleting their account. */
function accountDeletedIn(state: unknown): boolean {
  return (state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
}

export function LoginPage() {
  const logIn = useInjection(USE_CASES.logIn);
  const resendVerification = useInjection(USE_CASES.resendVerification);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [deleted] = useState(() => accountDeletedIn(location.state));
  const [password, setPassword] = useState("");
  // Asked only of an account without a profile yet (its sign-up tab closed before the verification).
  const [confirmedAdult, setConfirmedAdult] = useState(false);
  const [askAge, setAskAge] = useState(false);
  const { busy, problem, setProblem, submit: run } = useSubmission();
  const [failure, setFailure] = useState<LogInFailure | null>(null);

  const adoptTyped = useCallback((typed: TypedValues) => {
    setEmail((current) => typedText(typed, "login-email", current));
    setPassword((current) => typedText(typed, "login-password", current));
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const formProblem = firstLogInProblem({ email, password });
    setFailure(null);
    if (formProblem !== null) {
      setProblem(logInProblemMessages[formProblem]);
      return;
    }
    void run(
      async () => {
        await logIn.execute(email, password, { confirmedAdult });
        navigate(returnPathOf(location.state), { replace: true });
      },
      (error) => {
        const reason = logInFailureOf(error);
        setFailure(reason);
        if (reason === "age-not-confirmed") setAskAge(true);
        return logInFailureMessages[reason];
      },
    );
  }

  return (
    <AuthScreen art="auth-login" headline={logInCopy.headline} cardTitle={logInCopy.cardTitle}>
      <title>{pageTitle(logInCopy.title)}</title>
      <meta name="description" content={logInCopy.description} />
      <LiveForm className={styles.form} onSubmit={submit} onTypedBeforeReady={adoptTyped} busy={busy}>
        <TextField
          id="login-email"
          label={fieldCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="login-password"
          label={fieldCopy.password}
          autoComplete="current-password"
          showLabel={fieldCopy.showPassword}
          hideLabel={fieldCopy.hidePassword}
          value={password}
          onChange={setPassword}
        />
        {askAge ? (
          <CheckboxField id="login-adult" checked={confirmedAdult} onChange={setConfirmedAdult}>
            {logInCopy.confirmAdult}
          </CheckboxField>
        ) : null}
        {deleted ? (
          <p role="status" className={styles.alreadySignedUp}>
            {logInCopy.accountDeleted}
          </p>
        ) : null}
        <FormAlert tone="problem" message={problem} />
        {failure === "email-not-verified" ? (
          <>
            <p className={styles.alreadySignedUp}>{logInCopy.resendHint}</p>
            <ResendEmail email={email} send={() => resendVerification.resendTo(email, password, siteRoot())} />
          </>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy || (askAge && !confirmedAdult)}>
          {busy ? logInCopy.busy : logInCopy.submit}
        </button>
      </LiveForm>
      <p className={styles.switch}>
        <Link to="/signup">{logInCopy.toSignUp}</Link>
      </p>
    </AuthScreen>
  );
}
