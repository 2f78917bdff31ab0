import { type FormEvent, type ReactNode, useState } from "react";
import type { ScheduleView } from "../../../../domain/operations/ManageSchedule";
import { operationsFailureOf } from "../../../../domain/operations/operationsErrors";
import { MEAL_KINDS, type MealKind } from "../../../../domain/schedule/mealKinds";
import type { ScheduleField, ScheduleProblem } from "../../../../domain/schedule/parseMealSchedule";
import { WEEKDAYS } from "../../../../domain/schedule/weekdays";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { FormAlert } from "../../../shared/forms/FormAlert";
import { TextField } from "../../../shared/forms/TextField";
import ops from "../Operations.module.css";
import { operationsFailureMessages } from "../operationsCopy";
import styles from "./Schedule.module.css";
import { scheduleCopy as copy } from "./scheduleCopy";
import { type EntryFields, NEW_ENTRY, type ScheduleFields, scheduleDataOfFields } from "./scheduleForm";

type List = "weekly" | "dated";

/**
 * The schedule's form: the time zone, the weekly meals and the dated ones. The domain's one parser
 * says what is wrong, beside each field, before anything is sent (the server applies it again and
 * its problems come back beside the fields too); what was typed stays on any failure, and after a
 * save the form stays open on what was saved.
 */
export function ScheduleForm({
  initial,
  onSaved,
}: {
  readonly initial: ScheduleFields;
  readonly onSaved: (view: ScheduleView) => void;
}) {
  const operations = useInjection(USE_CASES.operations);
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<readonly ScheduleProblem[]>([]);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (list: List, index: number, changed: Partial<EntryFields>) =>
    setFields((current) => ({
      ...current,
      [list]: current[list].map((entry, at) => (at === index ? { ...entry, ...changed } : entry)),
    }));
  const add = (list: List) => setFields((current) => ({ ...current, [list]: [...current[list], NEW_ENTRY] }));
  const remove = (list: List, index: number) =>
    setFields((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone("");
    setProblem(null);
    const data = scheduleDataOfFields(fields);
    setBusy(true);
    try {
      const console = (await operations()).schedule;
      const found = console.problemsOf(data);
      setProblems(found);
      if (found.length > 0) return;
      const result = await console.save(data);
      if (result.status === "refused") {
        setProblems(result.problems);
        return;
      }
      setDone(copy.saved);
      onSaved(result.view);
    } catch (error) {
      setProblem(operationsFailureMessages[operationsFailureOf(error)]);
    } finally {
      setBusy(false);
    }
  }

  const problemsAt = (list: List | null, index: number | null, field: ScheduleField): string | null => {
    const found = problems.filter((item) => item.list === list && item.index === index && item.field === field);
    return found.length === 0 ? null : found.map((item) => item.message).join(" ");
  };
  const wholeProblems = problems.filter((item) => item.list === null && item.field === "schedule");

  const entries = (list: List) => (
    <ol className={styles.entries}>
      {fields[list].map((entry, index) => {
        const name = list === "weekly" ? copy.weeklyEntry(index + 1) : copy.datedEntry(index + 1);
        return (
          // Entries have no identity of their own but their place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its position in the schedule
          <li key={`${list}-${index}`}>
            <EntryFieldset
              id={`ops-schedule-${list}-${index}`}
              name={name}
              list={list}
              entry={entry}
              busy={busy}
              problemOf={(field) => problemsAt(list, index, field)}
              onChange={(changed) => change(list, index, changed)}
              onRemove={() => remove(list, index)}
            />
          </li>
        );
      })}
    </ol>
  );

  return (
    <div className={ops.card}>
      <h3 id="ops-schedule-form">{copy.formHeading}</h3>
      <form className={ops.form} aria-labelledby="ops-schedule-form" onSubmit={submit} noValidate>
        <TextField
          id="ops-schedule-time-zone"
          label={copy.timeZone}
          value={fields.timeZone}
          disabled={busy}
          autoComplete="off"
          problem={problemsAt(null, null, "timeZone")}
          aria-describedby="ops-schedule-time-zone-hint"
          onChange={(event) => setFields((current) => ({ ...current, timeZone: event.target.value }))}
        />
        <p id="ops-schedule-time-zone-hint" className={ops.hint}>
          {copy.timeZoneHint}
        </p>
        <h4>{copy.weeklyHeading}</h4>
        {fields.weekly.length === 0 ? <p>{copy.weeklyEmpty}</p> : entries("weekly")}
        <button type="button" className={ops.secondary} disabled={busy} onClick={() => add("weekly")}>
          {copy.addWeekly}
        </button>
        <h4>{copy.datedHeading}</h4>
        <p className={ops.hint}>{copy.datedIntro}</p>
        {fields.dated.length === 0 ? <p>{copy.datedEmpty}</p> : entries("dated")}
        <button type="button" className={ops.secondary} disabled={busy} onClick={() => add("dated")}>
          {copy.addDated}
        </button>
        <FormAlert tone="problem" message={problems.length > 0 ? copy.problems(problems.length) : problem} />
        {wholeProblems.map((item) => (
          <p key={item.message} className={ops.problem}>
            {item.message}
          </p>
        ))}
        <p role="status" className={ops.done}>
          {done}
        </p>
        <div className={ops.actions}>
          <button type="submit" className={ops.primary} disabled={busy}>
            {busy ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </div>
  );
}

function EntryFieldset({
  id,
  name,
  list,
  entry,
  busy,
  problemOf,
  onChange,
  onRemove,
}: {
  readonly id: string;
  readonly name: string;
  readonly list: List;
  readonly entry: EntryFields;
  readonly busy: boolean;
  readonly problemOf: (field: ScheduleField) => string | null;
  readonly onChange: (changed: Partial<EntryFields>) => void;
  readonly onRemove: () => void;
}) {
  const text = (
    field: "when" | "tableMin" | "tableMax" | "title" | "durationMinutes" | "capacity",
    label: string,
    problem: string | null,
    extra: { hint?: string; numeric?: boolean } = {},
  ) => (
    <div>
      <TextField
        id={`${id}-${field}`}
        label={label}
        value={entry[field]}
        disabled={busy}
        autoComplete="off"
        inputMode={extra.numeric ? "numeric" : undefined}
        problem={problem}
        aria-describedby={extra.hint === undefined ? undefined : `${id}-${field}-hint`}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
      {extra.hint === undefined ? null : (
        <p id={`${id}-${field}-hint`} className={ops.hint}>
          {extra.hint}
        </p>
      )}
    </div>
  );
  const entryProblem = problemOf("schedule");
  return (
    <fieldset className={styles.entry}>
      <legend>{name}</legend>
      {entryProblem === null ? null : <p className={ops.problem}>{entryProblem}</p>}
      <div className={styles.fields}>
        {list === "weekly" ? (
          <Select
            id={`${id}-weekday`}
            label={copy.day}
            value={entry.weekday}
            disabled={busy}
            problem={problemOf("weekday")}
            options={WEEKDAYS.map((day) => ({ value: day, label: day }))}
            onChange={(weekday) => onChange({ weekday })}
          />
        ) : null}
        <Select
          id={`${id}-kind`}
          label={copy.kind}
          value={entry.kind}
          disabled={busy}
          problem={problemOf("kind")}
          options={MEAL_KINDS.map((kind) => ({ value: kind, label: copy.kinds[kind] }))}
          onChange={(kind) => onChange({ kind: kind as MealKind })}
        />
        {list === "weekly"
          ? text("when", copy.times, problemOf("times"), { hint: copy.timesHint })
          : text("when", copy.at, problemOf("at"), { hint: copy.atHint })}
        {entry.kind === "group-dinner" ? (
          <>
            {text("tableMin", copy.tableMin, null, { numeric: true })}
            {text("tableMax", copy.tableMax, problemOf("tableSize"), { numeric: true })}
          </>
        ) : null}
        {entry.kind === "mixer" ? (
          <>
            {text("title", copy.title, problemOf("title"))}
            {text("durationMinutes", copy.duration, problemOf("duration"), { numeric: true })}
            {text("capacity", copy.capacity, problemOf("capacity"), { numeric: true })}
          </>
        ) : null}
      </div>
      <div className={ops.actions}>
        <button
          type="button"
          className={ops.linkButton}
          aria-label={copy.removeEntry(name)}
          disabled={busy}
          onClick={onRemove}
        >
          {copy.remove}
        </button>
      </div>
    </fieldset>
  );
}

function Select({
  id,
  label,
  value,
  disabled,
  problem,
  options,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly problem: string | null;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}): ReactNode {
  return (
    <div className={ops.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={problem === null ? undefined : true}
        aria-describedby={problem === null ? undefined : `${id}-problem`}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem === null ? null : (
        <p id={`${id}-problem`} className={ops.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
