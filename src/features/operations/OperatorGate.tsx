import { type FormEvent, type ReactNode, useCallback, useState } from "react";
import type { Operator } from "../../../domain/operations/Operator";
import { operationsFailureOf } from "../../../domain/operations/operationsErrors";
import type { OperatorAccess } from "../../../domain/operations/ports/OperatorDesk";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { FormAlert } from "../../shared/forms/FormAlert";
import { PasswordField } from "../../shared/forms/PasswordField";
import { TextField } from "../../shared/forms/TextField";
import { useSubmission } from "../../shared/forms/useSubmission";
import { useLoaded } from "../../shared/ui/useLoaded";
import styles from "./Operations.module.css";
import { OperationsFailure } from "./OperationsFailure";
import { operationsCopy, operationsFailureMessages } from "./operationsCopy";

/**
 * Only operators get past: an operator sees the console; anyone else a sign-in (signed out) or why
 * they cannot (signed in without the role). What was typed stays on failure.
 */
export function OperatorGate({ children }: { readonly children: (operator: Operator) => ReactNode }) {
  const operations = useInjection(USE_CASES.operations);
  const [signedIn, setSignedIn] = useState<OperatorAccess | null>(null);
  const check = useCallback(async () => (await operations()).operatorSignIn.access(), [operations]);
  const { state, retry } = useLoaded(check);
  const access = signedIn ?? (state.status === "ready" ? state.value : null);

  const signOut = async () => {
    await operations()
      .then((loaded) => loaded.operatorSignIn.signOut())
      .catch(() => {});
    setSignedIn({ status: "signed-out" });
  };

  if (access === null) {
    if (state.status === "failed") return <OperationsFailure error={state.error} retry={retry} />;
    return <p role="status">{operationsCopy.checking}</p>;
  }
  if (access.status === "signed-out") return <SignIn onSignedIn={setSignedIn} />;
  if (access.status === "not-an-operator") {
    return (
      <div className={styles.card}>
        <p>{operationsCopy.notAnOperator(access.email)}</p>
        <button type="button" className={styles.secondary} onClick={signOut}>
          {operationsCopy.signOut}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.whoami}>
        {operationsCopy.signedInAs(access.operator.email)}{" "}
        <button type="button" className={styles.linkButton} onClick={signOut}>
          {operationsCopy.signOut}
        </button>
      </p>
      {children(access.operator)}
    </>
  );
}

function SignIn({ onSignedIn }: { readonly onSignedIn: (access: OperatorAccess) => void }) {
  const operations = useInjection(USE_CASES.operations);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "" || password === "") return;
    void run(
      async () => onSignedIn(await (await operations()).operatorSignIn.signIn(email, password)),
      (error) => operationsFailureMessages[operationsFailureOf(error)],
    );
  }

  return (
    <section className={styles.card} aria-labelledby="ops-sign-in">
      <h2 id="ops-sign-in">{operationsCopy.signInHeading}</h2>
      <p>{operationsCopy.signInText}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id="ops-email"
          label={operationsCopy.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="ops-password"
          label={operationsCopy.password}
          autoComplete="current-password"
          showLabel={operationsCopy.showPassword}
          hideLabel={operationsCopy.hidePassword}
          value={password}
          disabled={busy}
          onChange={setPassword}
        />
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.primary} disabled={busy || email.trim() === "" || password === ""}>
          {busy ? operationsCopy.signingIn : operationsCopy.signIn}
        </button>
      </form>
    </section>
  );
}
