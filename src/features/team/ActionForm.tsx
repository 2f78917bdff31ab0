import { type FormEvent, useId, useState } from "react";
import { SUSPENSION_MAX_DAYS } from "../../../domain/shared/policyPromises";
import type { ReportCase, ReviewAction } from "../../../domain/trust/Review";
import { reviewFailureOf } from "../../../domain/trust/reviewErrors";
import { REVIEW_NOTE_MAX_LENGTH } from "../../../domain/trust/reviewRules";
import type { Seen } from "../../../domain/trust/TrustAndSafetyConsole";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { FormAlert } from "../../shared/forms/FormAlert";
import { useSubmission } from "../../shared/forms/useSubmission";
import styles from "./TeamPages.module.css";
import { reviewFailureMessages, teamCopy } from "./teamCopy";

type Kind = ReviewAction["kind"];
const KINDS: readonly Kind[] = ["dismiss", "warn", "suspend", "delete-account"];

/** The actions on the student reported, each with a required note; what was typed stays if it fails. */
export function ActionForm({
  reportId,
  onDone,
}: {
  readonly reportId: string;
  readonly onDone: (seen: Seen<ReportCase>, done: string) => void;
}) {
  const team = useInjection(USE_CASES.trustAndSafety);
  const id = useId();
  const [kind, setKind] = useState<Kind>("dismiss");
  const [days, setDays] = useState("7");
  const [note, setNote] = useState("");
  const { busy, problem, submit: run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    const action: ReviewAction = kind === "suspend" ? { kind, days: Number(days) } : { kind };
    void run(
      async () => {
        const seen = await team.act(reportId, action, note);
        onDone(seen, kind === "suspend" ? teamCopy.suspendedFor(Number(days)) : teamCopy.actionDone[kind]);
      },
      (error) => reviewFailureMessages[reviewFailureOf(error)],
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{teamCopy.actionHeading}</h3>
      <p>{teamCopy.actionIntro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices} disabled={busy}>
          <legend>{teamCopy.actionLegend}</legend>
          {KINDS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-action`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {teamCopy.actions[option]}
            </label>
          ))}
        </fieldset>
        {kind === "suspend" ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-days`}>{teamCopy.days}</label>
            <input
              id={`${id}-days`}
              type="number"
              min={1}
              max={SUSPENSION_MAX_DAYS}
              step={1}
              value={days}
              disabled={busy}
              aria-describedby={`${id}-days-hint`}
              onChange={(event) => setDays(event.target.value)}
            />
            <p id={`${id}-days-hint`} className={styles.hint}>
              {teamCopy.daysHint}
            </p>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-note`}>{teamCopy.note}</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            required
            value={note}
            disabled={busy}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className={styles.hint}>
            {teamCopy.noteHint}
          </p>
        </div>
        <FormAlert tone="problem" message={problem} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? teamCopy.submitting : teamCopy.submit}
        </button>
      </form>
    </section>
  );
}
