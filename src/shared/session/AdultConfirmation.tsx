import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../copy/brand";
import { CheckboxField } from "../forms/CheckboxField";
import { FormAlert } from "../forms/FormAlert";
import styles from "./AdultConfirmation.module.css";
import { adultConfirmationCopy } from "./adultConfirmationCopy";

/**
 * Asked once, in place of the signed-in screen, of a student whose profile was created before
 * sign-up asked "I am 18 or older" (ConfirmAdult records the answer at the store's time). Their
 * profile page stays open to them, to delete the account instead.
 */
export function AdultConfirmation() {
  const confirmAdult = useInjection(USE_CASES.confirmAdult);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setProblem(null);
    try {
      // The session's copy changes: the screen the student asked for takes this one's place.
      await confirmAdult.execute();
    } catch {
      setProblem(adultConfirmationCopy.failed);
      setBusy(false);
      submitting.current = false;
    }
  }

  return (
    <div className={styles.page}>
      <title>{pageTitle(adultConfirmationCopy.title)}</title>
      <h1 className={styles.heading}>{adultConfirmationCopy.heading}</h1>
      <p>{adultConfirmationCopy.text}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <CheckboxField id="confirm-adult" checked={confirmed} disabled={busy} onChange={setConfirmed}>
          {adultConfirmationCopy.checkbox}
        </CheckboxField>
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.submit} disabled={busy || !confirmed}>
          {busy ? adultConfirmationCopy.saving : adultConfirmationCopy.submit}
        </button>
      </form>
      <p className={styles.notYet}>
        {adultConfirmationCopy.notYet} <Link to="/profile">{adultConfirmationCopy.toProfile}</Link>
      </p>
    </div>
  );
}
