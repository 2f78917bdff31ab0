import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { accountActionFailureOf } from "../../../domain/account/accountActionErrors";
import { KEPT_REPORT_RETENTION_DAYS } from "../../../domain/shared/policyPromises";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { FormAlert } from "../../shared/forms/FormAlert";
import { PasswordField } from "../../shared/forms/PasswordField";
import { useSubmission } from "../../shared/forms/useSubmission";
import { useModalDialog } from "../../shared/ui/useModalDialog";
import styles from "./ProfilePage.module.css";
import { accountActionMessages, deleteAccountCopy } from "./profileCopy";

/**
 * "Delete your account?": what happens, the password typed again, and **Delete account**. A wrong
 * password, a refusal or a lost connection says so and keeps what was typed; once the account is
 * gone, the student lands on the login page, which says so.
 */
export function DeleteAccountDialog({ onClose }: { readonly onClose: () => void }) {
  const myData = useInjection(USE_CASES.myPersonalData);
  const navigate = useNavigate();
  const dialog = useModalDialog();
  const id = useId();
  const [password, setPassword] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "") return;
    void run(
      async () => {
        await myData.deleteAccount(password);
        navigate("/login", { replace: true, state: { accountDeleted: true } });
      },
      (error) => accountActionMessages[accountActionFailureOf(error)],
    );
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} className={styles.sectionHeading}>
        {deleteAccountCopy.title}
      </h2>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.sectionText}>{deleteAccountCopy.whatHappens}</p>
        <ul className={styles.consequences}>
          {deleteAccountCopy.consequences(KEPT_REPORT_RETENTION_DAYS).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <PasswordField
          id={`${id}-password`}
          label={deleteAccountCopy.password}
          autoComplete="current-password"
          showLabel={deleteAccountCopy.showPassword}
          hideLabel={deleteAccountCopy.hidePassword}
          value={password}
          disabled={busy}
          onChange={setPassword}
        />
        <p className={styles.hint}>{deleteAccountCopy.passwordHint}</p>
        <FormAlert tone="problem" message={problem} />
        <div className={styles.dialogActions}>
          <button type="submit" className={styles.danger} disabled={busy || password === ""}>
            {busy ? deleteAccountCopy.deleting : deleteAccountCopy.confirm}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => dialog.current?.close()}>
            {deleteAccountCopy.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
