import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { SignUpError } from "../../../domain/account/accountErrors";
import {
  emptySignUpForm,
  firstSubmitProblem,
  isReadyToSubmit,
  liveProblems,
  type SignUpForm,
} from "../../../domain/account/SignUpForm";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { CheckboxField } from "../../shared/forms/CheckboxField";
import { FormAlert } from "../../shared/forms/FormAlert";
import { LiveForm } from "../../shared/forms/LiveForm";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { AuthScreen } from "./AuthScreen";
import styles from "./AuthScreen.module.css";
import { fieldCopy, signUpCopy } from "./authCopy";
import { signUpFailureMessages, signUpProblemMessages } from "./authMessages";

type Phase = "editing" | "submitting" | "awaiting-verification";

/** Where the verification email's link leads: the site root (spec §4). */
function siteRoot(): string {
  return new URL("/", window.location.href).href;
}

export function SignupPage() {
  const flow = useInjection(USE_CASES.signUpAndVerify);
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(emptySignUpForm);
  const [phase, setPhase] = useState<Phase>("editing");
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a double click fires twice before React re-renders.
  const submitting = useRef(false);

  const live = liveProblems(form);
  const editable = phase === "editing";
  const change = (fields: Partial<SignUpForm>) => setForm((current) => ({ ...current, ...fields }));

  useEffect(() => {
    if (phase !== "awaiting-verification") return;
    return flow.awaitVerification(() => navigate("/dashboard"));
  }, [phase, flow, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current || !editable) return;
    const submitProblem = firstSubmitProblem(form);
    if (submitProblem !== null) {
      setProblem(signUpProblemMessages[submitProblem]);
      return;
    }
    submitting.current = true;
    setPhase("submitting");
    setProblem(null);
    try {
      await flow.signUp(form.email, form.password, siteRoot());
      setPhase("awaiting-verification");
    } catch (error) {
      setProblem(signUpFailureMessages[error instanceof SignUpError ? error.reason : "unexpected"]);
      setPhase("editing");
      submitting.current = false;
    }
  }

  async function restart() {
    await flow.restart();
    setForm(emptySignUpForm);
    setProblem(null);
    setPhase("editing");
    submitting.current = false;
  }

  return (
    <AuthScreen
      art="auth-signup"
      headline={signUpCopy.headline}
      cardTitle={signUpCopy.cardTitle}
      cardSubtitle={signUpCopy.cardSubtitle}
    >
      <title>{pageTitle(signUpCopy.title)}</title>
      <meta name="description" content={signUpCopy.description} />
      <LiveForm className={styles.form} onSubmit={submit} busy={phase === "submitting"}>
        <TextField
          id="signup-email"
          label={fieldCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          disabled={!editable}
          value={form.email}
          problem={live.email && signUpProblemMessages[live.email]}
          onChange={(event) => change({ email: event.target.value })}
        />
        <PasswordField
          id="signup-password"
          label={fieldCopy.password}
          autoComplete="new-password"
          showLabel={fieldCopy.showPassword}
          hideLabel={fieldCopy.hidePassword}
          disabled={!editable}
          value={form.password}
          problem={live.password && signUpProblemMessages[live.password]}
          onChange={(password) => change({ password })}
        />
        <PasswordField
          id="signup-confirm-password"
          label={fieldCopy.confirmPassword}
          autoComplete="new-password"
          showLabel={fieldCopy.showConfirmPassword}
          hideLabel={fieldCopy.hideConfirmPassword}
          disabled={!editable}
          value={form.confirmPassword}
          problem={live.confirmPassword && signUpProblemMessages[live.confirmPassword]}
          onChange={(confirmPassword) => change({ confirmPassword })}
        />
        <CheckboxField
          id="signup-terms"
          checked={form.acceptedTerms}
          disabled={!editable}
          onChange={(acceptedTerms) => change({ acceptedTerms })}
        >
          {signUpCopy.agreePrefix}
          <Link to="/terms-of-service" target="_blank">
            {signUpCopy.termsOfService}
          </Link>
        </CheckboxField>
        <CheckboxField
          id="signup-privacy"
          checked={form.acceptedPrivacy}
          disabled={!editable}
          onChange={(acceptedPrivacy) => change({ acceptedPrivacy })}
        >
          {signUpCopy.agreePrefix}
          <Link to="/privacy-policy" target="_blank">
            {signUpCopy.privacyPolicy}
          </Link>
        </CheckboxField>
        <FormAlert tone="problem" message={problem} />
        <FormAlert tone="success" message={phase === "awaiting-verification" ? signUpCopy.emailSent : null} />
        {phase === "awaiting-verification" ? (
          <button type="button" className={styles.linkButton} onClick={restart}>
            {signUpCopy.restart}
          </button>
        ) : (
          <button type="submit" className={styles.submit} disabled={!editable || !isReadyToSubmit(form)}>
            {phase === "submitting" ? signUpCopy.busy : signUpCopy.submit}
          </button>
        )}
      </LiveForm>
      <p className={styles.switch}>
        <Link to="/login">{signUpCopy.toLogIn}</Link>
      </p>
    </AuthScreen>
  );
}
