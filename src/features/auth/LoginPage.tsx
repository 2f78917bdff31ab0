import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { LogInError } from "../../../domain/account/accountErrors";
import { firstLogInProblem } from "../../../domain/account/LogInForm";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { FormAlert } from "../../shared/forms/FormAlert";
import { LiveForm } from "../../shared/forms/LiveForm";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { returnPathOf } from "../../shared/session/RequireSession";
import { AuthScreen } from "./AuthScreen";
import styles from "./AuthScreen.module.css";
import { fieldCopy, logInCopy } from "./authCopy";
import { logInFailureMessages, logInProblemMessages } from "./authMessages";

export function LoginPage() {
  const logIn = useInjection(USE_CASES.logIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a double click fires twice before React re-renders.
  const submitting = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current) return;
    const formProblem = firstLogInProblem({ email, password });
    if (formProblem !== null) {
      setProblem(logInProblemMessages[formProblem]);
      return;
    }
    submitting.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await logIn.execute(email, password);
      navigate(returnPathOf(location.state), { replace: true });
    } catch (error) {
      setProblem(logInFailureMessages[error instanceof LogInError ? error.reason : "unexpected"]);
      setBusy(false);
      submitting.current = false;
    }
  }

  return (
    <AuthScreen art="auth-login" headline={logInCopy.headline} cardTitle={logInCopy.cardTitle}>
      <title>{pageTitle(logInCopy.title)}</title>
      <meta name="description" content={logInCopy.description} />
      <LiveForm className={styles.form} onSubmit={submit} busy={busy}>
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
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? logInCopy.busy : logInCopy.submit}
        </button>
      </LiveForm>
      <p className={styles.switch}>
        <Link to="/signup">{logInCopy.toSignUp}</Link>
      </p>
    </AuthScreen>
  );
}
