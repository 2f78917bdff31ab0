import { type FormEvent, useState } from "react";
import type { SchoolsView } from "../../../../domain/operations/ManagePlaces";
import { operationsFailureOf } from "../../../../domain/operations/operationsErrors";
import { type PlaceDraft, type PlaceField, placeProblems } from "../../../../domain/operations/placeRules";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { FormAlert } from "../../../shared/forms/FormAlert";
import { TextField } from "../../../shared/forms/TextField";
import { useSubmission } from "../../../shared/forms/useSubmission";
import styles from "../Operations.module.css";
import { operationsFailureMessages } from "../operationsCopy";
import { schoolsSectionCopy as copy } from "./schoolsSectionCopy";

/**
 * A place's form, new or edited: the domain's rules say what is wrong, field by field, before it is
 * sent; what was typed stays on any failure.
 */
export function PlaceForm({
  school,
  where,
  initial,
  onSaved,
  onCancel,
}: {
  readonly school: string;
  /** The school's name, or "the default places", for the heading. */
  readonly where: string;
  readonly initial: PlaceDraft;
  readonly onSaved: (view: SchoolsView, name: string) => void;
  readonly onCancel: () => void;
}) {
  const operations = useInjection(USE_CASES.operations);
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(false);
  const { busy, problem, submit: run } = useSubmission();
  const problems = shown ? placeProblems(draft) : {};
  const change = (fields: Partial<PlaceDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const problemOf = (field: PlaceField) => {
    const found = problems[field];
    return found === undefined ? null : copy.problem(field, found);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(placeProblems(draft)).length > 0) return;
    void run(
      async () => onSaved(await (await operations()).schools.savePlace(school, draft), draft.name.trim()),
      (error) => operationsFailureMessages[operationsFailureOf(error)],
    );
  }

  const headingId = `ops-place-form-${school}`;
  return (
    <div className={styles.card}>
      <h4 id={headingId}>{initial.id === null ? copy.formHeadingNew(where) : copy.formHeadingEdit(initial.name)}</h4>
      <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <TextField
          id="ops-place-name"
          label={copy.name}
          required
          value={draft.name}
          disabled={busy}
          problem={problemOf("name")}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          id="ops-place-address"
          label={copy.address}
          required
          value={draft.address}
          disabled={busy}
          problem={problemOf("address")}
          onChange={(event) => change({ address: event.target.value })}
        />
        <TextField
          id="ops-place-meeting-point"
          label={copy.meetingPoint}
          required
          value={draft.meetingPoint}
          disabled={busy}
          problem={problemOf("meetingPoint")}
          aria-describedby="ops-place-meeting-point-hint"
          onChange={(event) => change({ meetingPoint: event.target.value })}
        />
        <p id="ops-place-meeting-point-hint" className={styles.hint}>
          {copy.meetingPointHint}
        </p>
        <TextField
          id="ops-place-tables"
          label={copy.tables}
          inputMode="numeric"
          value={draft.tables}
          disabled={busy}
          problem={problemOf("tables")}
          aria-describedby="ops-place-tables-hint"
          onChange={(event) => change({ tables: event.target.value })}
        />
        <p id="ops-place-tables-hint" className={styles.hint}>
          {copy.tablesHint}
        </p>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={draft.stepFree}
            disabled={busy}
            onChange={(event) => change({ stepFree: event.target.checked })}
          />
          {copy.stepFree}
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={draft.takesMealPlanSwipes}
            disabled={busy}
            onChange={(event) => change({ takesMealPlanSwipes: event.target.checked })}
          />
          {copy.mealPlanSwipes}
        </label>
        <FormAlert tone="problem" message={problem} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? copy.saving : copy.save}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
            {copy.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
