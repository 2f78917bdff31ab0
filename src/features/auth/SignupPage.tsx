import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { type SignUpFailure, signUpFailureOf } from "../../../domain/account/accountErrors";
import type { ResendCountdown } from "../../../domain/account/ResendThrottle";
import {
  emptySignUpForm,
  firstSubmitProblem,
  isReadyToSubmit,
  liveProblems,
  type SignUpForm,
  unmetAgreement,
} from "../../../domain/account/SignUpForm";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG, USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { CheckboxField } from "../../shared/forms/CheckboxField";
import { FormAlert } from "../../shared/forms/FormAlert";
import { LiveForm } from "../../shared/forms/LiveForm";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { type TypedValues, typedCheck, typedText } from "../../shared/forms/typedBeforeHydration";
import { AuthScreen } from "./AuthScreen";
import styles from "./AuthScreen.module.css";
import { fieldCopy, signUpCopy } from "./authCopy";
import { signUpFailureMessages, signUpProblemMessages } from "./authMessages";
import { ResendEmail } from "./ResendEmail";
import { siteRoot } from "./siteRoot";

type Phase = "editing" | "submitting" | "awaiting-verification";

/** The form with what was typed or ticked before the script took over the pre-rendered page. */
function formWithTyped(form: SignUpForm, typed: TypedValues): SignUpForm {
  return {
    email: typedText(typed, "signup-email", form.email),
    password: typedText(typed, "signup-password", form.password),
    confirmPassword: typedText(typed, "signup-confirm-password", form.confirmPassword),
    acceptedTerms: typedCheck(typed, "signup-terms", form.acceptedTerms),
    acceptedPrivacy: typedCheck(typed, "signup-privacy", form.acceptedPrivacy),
    confirmedAdult: typedCheck(typed, "signup-adult", form.confirmedAdult),
  };
}

export function SignupPage() {
  const flow = useInjection(USE_CASES.signUpAndVerify);
  const resendVerification = useInjection(USE_CASES.resendVerification);
  // The wait before "Resend email" may send, from the sign-up's own email on.
  const [resendCountdown, setResendCountdown] = useState<ResendCountdown | undefined>(undefined);
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(emptySignUpForm);
  const [phase, setPhase] = useState<Phase>("editing");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  // A ref, not state: a double click fires twice before React re-renders.
  const submitting = useRef(false);
  // The wait taken up again after a reload of this tab: "Email sent to …" names the address.
  const [resumed, setResumed] = useState(false);
  const { backend } = useInjection(APP_CONFIG);

  const live = liveProblems(form);
  const editable = phase === "editing";
  const agreement = editable ? unmetAgreement(form) : null;
  const change = (fields: Partial<SignUpForm>) => setForm((current) => ({ ...current, ...fields }));
  const adoptTyped = useCallback((typed: TypedValues) => setForm((current) => formWithTyped(current, typed)), []);

  useEffect(() => {
    if (phase !== "awaiting-verification") return;
    return flow.awaitVerification(() => navigate("/dashboard"));
  }, [phase, flow, navigate]);

  // A sign-up this device sent is waiting (a reload, another tab, the tab opened again): wait again,
  // if the provider agrees; or, once its address is verified, move on, signed in.
  useEffect(() => {
    let current = true;
    flow.resume().then(
      (pending) => {
        // A sign-up sent from this page meanwhile is the one it shows.
        if (!current || submitting.current) return;
        if (pending.status === "signed-in") {
          navigate("/dashboard");
          return;
        }
        if (pending.status !== "waiting") return;
        const { email } = pending;
        submitting.current = true;
        setForm((shown) => ({ ...shown, email }));
        setResumed(true);
        setPhase((shown) => (shown === "editing" ? "awaiting-verification" : shown));
      },
      () => {}, // its code could not download: the form stays, as before a sign-up
    );
    return () => {
      current = false;
    };
  }, [flow, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current || !editable) return;
    const submitProblem = firstSubmitProblem(form);
    if (submitProblem !== null) {
      setProblem(signUpProblemMessages[submitProblem]);
      setFailure(null);
      return;
    }
    submitting.current = true;
    setPhase("submitting");
    setProblem(null);
    setFailure(null);
    try {
      await flow.signUp(form.email, form.password, siteRoot(), form.confirmedAdult);
      setPhase("awaiting-verification");
      // A function is state here: handed over as such, not as an updater.
      resendVerification.afterSignUp().then(
        (countdown) => setResendCountdown(() => countdown),
        () => {},
      );
    } catch (error) {
      const reason = signUpFailureOf(error);
      setProblem(signUpFailureMessages[reason]);
      setFailure(reason);
      setPhase("editing");
      submitting.current = false;
    }
  }

  async function restart() {
    await flow.restart();
    setResumed(false);
    setForm(emptySignUpForm);
    setProblem(null);
    setFailure(null);
    setResendCountdown(undefined);
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
      <LiveForm className={styles.form} onSubmit={submit} onTypedBeforeReady={adoptTyped} busy={phase === "submitting"}>
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
          reserveProblemSpace
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
          reserveProblemSpace
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
          reserveProblemSpace
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
        <CheckboxField
          id="signup-adult"
          checked={form.confirmedAdult}
          disabled={!editable}
          onChange={(confirmedAdult) => change({ confirmedAdult })}
        >
          {signUpCopy.confirmAdult}
        </CheckboxField>
        <FormAlert tone="problem" message={problem} />
        {failure === "email-in-use" ? (
          <p className={styles.alreadySignedUp}>
            {signUpCopy.alreadySignedUp}{" "}
            <Link to="/login" state={{ email: form.email }}>
              {signUpCopy.logInToResend}
            </Link>
          </p>
        ) : null}
        <FormAlert
          tone="success"
          message={
            phase !== "awaiting-verification"
              ? null
              : resumed
                ? signUpCopy.emailSentTo(form.email)
                : signUpCopy.emailSent
          }
        />
        {phase === "awaiting-verification" ? (
          <>
            {backend === "local" ? (
              <p className={styles.localMailbox}>
                {signUpCopy.localMailboxBefore}
                <a href="/dev/mailbox" target="_blank" rel="noopener noreferrer">
                  {signUpCopy.localMailboxLink}
                </a>
                {signUpCopy.localMailboxAfter}
              </p>
            ) : null}
            <ResendEmail
              email={form.email}
              send={() => resendVerification.resendToSignedIn(siteRoot())}
              countdown={resendCountdown}
            />
            <button type="button" className={styles.linkButton} onClick={restart}>
              {signUpCopy.restart}
            </button>
          </>
        ) : (
          <>
            {/* Why the button is grey once the fields are filled: the spec's words, politely. */}
            <p id="signup-agreement-hint" className={styles.agreementHint} role="status">
              {agreement && signUpProblemMessages[agreement]}
            </p>
            <button
              type="submit"
              className={styles.submit}
              disabled={!editable || !isReadyToSubmit(form)}
              aria-describedby={agreement ? "signup-agreement-hint" : undefined}
            >
              {phase === "submitting" ? signUpCopy.busy : signUpCopy.submit}
            </button>
          </>
        )}
      </LiveForm>
      <p className={styles.switch}>
        <Link to="/login">{signUpCopy.toLogIn}</Link>
      </p>
    </AuthScreen>
  );
}
