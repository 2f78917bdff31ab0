import { type FormEvent, type ReactNode, useCallback, useState } from "react";
import type { DeskAccess } from "../../../domain/trust/ports/ReviewDesk";
import type { Reviewer } from "../../../domain/trust/Review";
import { reviewFailureOf } from "../../../domain/trust/reviewErrors";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG, USE_CASES } from "../../app/composition/tokens";
import { FormAlert } from "../../shared/forms/FormAlert";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { useSubmission } from "../../shared/forms/useSubmission";
import { useLoaded } from "../../shared/ui/useLoaded";
import { ReviewFailure } from "./ReviewFailure";
import styles from "./TeamPages.module.css";
import { reviewFailureMessages, teamCopy } from "./teamCopy";

/**
 * Only the trust and safety team gets past: a reviewer sees the console; anyone else a sign-in
 * (signed out) or why they cannot (signed in without the role). What was typed stays on failure.
 */
export function TeamGate({ children }: { readonly children: (reviewer: Reviewer) => ReactNode }) {
  const team = useInjection(USE_CASES.trustAndSafety);
  const [signedIn, setSignedIn] = useState<DeskAccess | null>(null);
  const check = useCallback(() => team.access(), [team]);
  const { state, retry } = useLoaded(check);
  const access = signedIn ?? (state.status === "ready" ? state.value : null);

  const signOut = async () => {
    await team.signOut().catch(() => {});
    setSignedIn({ status: "signed-out" });
  };

  if (access === null) {
    if (state.status === "failed") {
      return <ReviewFailure error={state.error} retry={retry} />;
    }
    return <p role="status">{teamCopy.checking}</p>;
  }
  if (access.status === "signed-out") return <SignIn onSignedIn={setSignedIn} />;
  if (access.status === "not-a-reviewer") {
    return (
      <div className={styles.card}>
        <p>{teamCopy.notAReviewer(access.email)}</p>
        <button type="button" className={styles.secondary} onClick={signOut}>
          {teamCopy.signOut}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.whoami}>
        {teamCopy.signedInAs(access.reviewer.email)}{" "}
        <button type="button" className={styles.linkButton} onClick={signOut}>
          {teamCopy.signOut}
        </button>
      </p>
      {children(access.reviewer)}
    </>
  );
}

function SignIn({ onSignedIn }: { readonly onSignedIn: (access: DeskAccess) => void }) {
  const team = useInjection(USE_CASES.trustAndSafety);
  const { backend } = useInjection(APP_CONFIG);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "" || password === "") return;
    void run(
      async () => onSignedIn(await team.signIn(email, password)),
      (error) => reviewFailureMessages[reviewFailureOf(error)],
    );
  }

  return (
    <section className={styles.card} aria-labelledby="team-sign-in">
      <h2 id="team-sign-in">{teamCopy.signInHeading}</h2>
      <p>{backend === "local" ? teamCopy.signInTextLocal : teamCopy.signInText}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id="team-email"
          label={teamCopy.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="team-password"
          label={teamCopy.password}
          autoComplete="current-password"
          showLabel={teamCopy.showPassword}
          hideLabel={teamCopy.hidePassword}
          value={password}
          disabled={busy}
          onChange={setPassword}
        />
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.primary} disabled={busy || email.trim() === "" || password === ""}>
          {busy ? teamCopy.signingIn : teamCopy.signIn}
        </button>
      </form>
    </section>
  );
}
