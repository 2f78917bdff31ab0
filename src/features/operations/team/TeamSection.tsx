import { type FormEvent, useCallback, useState } from "react";
import type { TeamView } from "../../../../domain/operations/ManageTeam";
import { TEAM_ROLES, type TeamRole } from "../../../../domain/operations/Operator";
import { operationsFailureOf } from "../../../../domain/operations/operationsErrors";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { FormAlert } from "../../../shared/forms/FormAlert";
import { TextField } from "../../../shared/forms/TextField";
import { useSubmission } from "../../../shared/forms/useSubmission";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import { formatWhen } from "../formatWhen";
import styles from "../Operations.module.css";
import { OperationsFailure } from "../OperationsFailure";
import { operationsCopy, operationsFailureMessages } from "../operationsCopy";
import { teamSectionCopy as copy } from "./teamSectionCopy";

/** Team: who holds which role, a form to grant or take one back by address, and the audit log. */
export function TeamSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).team.view(), [operations]);
  const { state, retry } = useLoaded(load);
  const [changed, setChanged] = useState<TeamView | null>(null);
  const view = changed ?? (state.status === "ready" ? state.value : null);
  return (
    <ConsoleSection id="team" heading={copy.heading} intro={copy.intro}>
      {view === null ? (
        state.status === "failed" ? (
          <OperationsFailure error={state.error} retry={retry} />
        ) : (
          <p role="status">{operationsCopy.loading}</p>
        )
      ) : (
        <>
          <Members view={view} />
          <RoleForm onChanged={setChanged} />
          <AuditLog view={view} />
        </>
      )}
    </ConsoleSection>
  );
}

function Members({ view }: { readonly view: TeamView }) {
  return (
    <div className={styles.card}>
      <h3>{copy.membersHeading}</h3>
      {view.members.length === 0 ? (
        <p>{copy.noMembers}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.address}</th>
                <th scope="col">{copy.roles}</th>
              </tr>
            </thead>
            <tbody>
              {view.members.map((member) => (
                <tr key={member.uid}>
                  <th scope="row">{member.email}</th>
                  <td>{member.roles.map((role) => copy.roleNames[role]).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function RoleForm({ onChanged }: { readonly onChanged: (view: TeamView) => void }) {
  const operations = useInjection(USE_CASES.operations);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("trust_and_safety");
  const [done, setDone] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function change(held: boolean) {
    setDone("");
    void run(
      async () => {
        const { team } = await operations();
        const view = held ? await team.grant(email, role) : await team.takeBack(email, role);
        onChanged(view);
        const name = copy.roleNames[role];
        setDone(held ? copy.granted(name, email.trim()) : copy.takenBack(name, email.trim()));
      },
      (error) => operationsFailureMessages[operationsFailureOf(error)],
    );
  }

  return (
    <div className={styles.card}>
      <h3 id="ops-role-form">{copy.formHeading}</h3>
      <form
        className={styles.form}
        aria-labelledby="ops-role-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          change(true);
        }}
      >
        <TextField
          id="ops-role-email"
          label={copy.email}
          type="email"
          autoComplete="off"
          required
          value={email}
          disabled={busy}
          aria-describedby="ops-role-email-hint"
          onChange={(event) => setEmail(event.target.value)}
        />
        <p id="ops-role-email-hint" className={styles.hint}>
          {copy.emailHint}
        </p>
        <div className={styles.field}>
          <label htmlFor="ops-role">{copy.role}</label>
          <select
            id="ops-role"
            value={role}
            disabled={busy}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((option) => (
              <option key={option} value={option}>
                {copy.roleNames[option]}
              </option>
            ))}
          </select>
        </div>
        <FormAlert tone="problem" message={problem} />
        <p role="status" className={styles.done}>
          {done}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy || email.trim() === ""}>
            {busy ? copy.working : copy.grant}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || email.trim() === ""}
            onClick={() => change(false)}
          >
            {copy.takeBack}
          </button>
        </div>
      </form>
    </div>
  );
}

function AuditLog({ view }: { readonly view: TeamView }) {
  return (
    <div className={styles.card}>
      <h3>{copy.logHeading}</h3>
      {view.log.length === 0 ? (
        <p>{copy.logEmpty}</p>
      ) : (
        <ol className={styles.audit}>
          {view.log.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.at).toISOString()}>{formatWhen(entry.at)}</time> {entry.by.email}{" "}
              {copy.line(entry.action)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
