import { type FormEvent, type ReactNode, useCallback, useState } from "react";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField } from "../forms/PasswordField";
import { TextField } from "../forms/TextField";
import { useSubmission } from "../forms/useSubmission";
import styles from "../ui/consolePages.module.css";
import { useLoaded } from "../ui/useLoaded";

/** Who is at a console's door: its role's holder (in), someone signed in without the role (refused), or nobody. */
export type ConsoleAccess<Holder> =
  | { readonly status: "in"; readonly holder: Holder }
  | { readonly status: "refused"; readonly email: string }
  | { readonly status: "signed-out" };

/** A console's way in: who is there, signing in and out (each a use case of the console's). */
export interface ConsoleDoor<Holder> {
  access(): Promise<ConsoleAccess<Holder>>;
  signIn(email: string, password: string): Promise<ConsoleAccess<Holder>>;
  signOut(): Promise<void>;
}

/** A console's words at its door; the labels (Email, Password, Sign in) are the ones the tests rely on. */
export interface ConsoleGateCopy {
  readonly checking: string;
  readonly signInHeading: string;
  readonly signInText: string;
  readonly email: string;
  readonly password: string;
  readonly showPassword: string;
  readonly hidePassword: string;
  readonly signIn: string;
  readonly signingIn: string;
  readonly signOut: string;
  signedInAs(email: string): string;
  /** Signed in as `email`, without the console's role. */
  refused(email: string): string;
}

export interface ConsoleGateProps<Holder extends { readonly email: string }> {
  /** Stable across renders (memoised): a new door checks who is there again. */
  readonly door: ConsoleDoor<Holder>;
  readonly copy: ConsoleGateCopy;
  /** Prefixes the sign-in form's ids ("ops": ops-email). */
  readonly idPrefix: string;
  /** A failure of the door's, in the console's words. */
  readonly failureWords: (error: unknown) => string;
  /** How the console shows a failed check, with its way to try again. */
  readonly failure: (error: unknown, retry: () => void) => ReactNode;
  readonly children: (holder: Holder) => ReactNode;
}

/**
 * Only the holders of a console's role get past: they see the console; anyone else a sign-in
 * (signed out) or why they cannot (signed in without the role). What was typed stays on failure.
 */
export function ConsoleGate<Holder extends { readonly email: string }>({
  door,
  copy,
  idPrefix,
  failureWords,
  failure,
  children,
}: ConsoleGateProps<Holder>) {
  const [signedIn, setSignedIn] = useState<ConsoleAccess<Holder> | null>(null);
  const check = useCallback(() => door.access(), [door]);
  const { state, retry } = useLoaded(check);
  const access = signedIn ?? (state.status === "ready" ? state.value : null);

  const signOut = async () => {
    await door.signOut().catch(() => {});
    setSignedIn({ status: "signed-out" });
  };

  if (access === null) {
    if (state.status === "failed") return failure(state.error, retry);
    return <p role="status">{copy.checking}</p>;
  }
  if (access.status === "signed-out") {
    return <SignIn door={door} copy={copy} idPrefix={idPrefix} failureWords={failureWords} onSignedIn={setSignedIn} />;
  }
  if (access.status === "refused") {
    return (
      <div className={styles.card}>
        <p>{copy.refused(access.email)}</p>
        <button type="button" className={styles.secondary} onClick={signOut}>
          {copy.signOut}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.whoami}>
        {copy.signedInAs(access.holder.email)}{" "}
        <button type="button" className={styles.linkButton} onClick={signOut}>
          {copy.signOut}
        </button>
      </p>
      {children(access.holder)}
    </>
  );
}

function SignIn<Holder>({
  door,
  copy,
  idPrefix,
  failureWords,
  onSignedIn,
}: {
  readonly door: ConsoleDoor<Holder>;
  readonly copy: ConsoleGateCopy;
  readonly idPrefix: string;
  readonly failureWords: (error: unknown) => string;
  readonly onSignedIn: (access: ConsoleAccess<Holder>) => void;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "" || password === "") return;
    void run(async () => onSignedIn(await door.signIn(email, password)), failureWords);
  }

  return (
    <section className={styles.card} aria-labelledby={`${idPrefix}-sign-in`}>
      <h2 id={`${idPrefix}-sign-in`}>{copy.signInHeading}</h2>
      <p>{copy.signInText}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={`${idPrefix}-email`}
          label={copy.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id={`${idPrefix}-password`}
          label={copy.password}
          autoComplete="current-password"
          showLabel={copy.showPassword}
          hideLabel={copy.hidePassword}
          value={password}
          disabled={busy}
          onChange={setPassword}
        />
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.primary} disabled={busy || email.trim() === "" || password === ""}>
          {busy ? copy.signingIn : copy.signIn}
        </button>
      </form>
    </section>
  );
}
