import { type FormEvent, useId, useState } from "react";
import { REPORT_DETAILS_MAX_LENGTH } from "../../../domain/meetups/meetupRules";
import { REPORT_REASONS, type ReportReason } from "../../../domain/meetups/Report";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import styles from "./MealsHub.module.css";
import { meetupCopy } from "./meetupCopy";
import { useMeetupAction } from "./useMeetupAction";
import { type MatchDialogProps, useModalDialog } from "./useModalDialog";

/**
 * "Report or block" a member of the match: a block, or a report with a reason and what happened
 * for the trust and safety team. What was typed stays if sending fails.
 */
export function ReportDialog({ card, refresh, onClose }: MatchDialogProps) {
  const reportOrBlock = useInjection(USE_CASES.reportOrBlock);
  const { busy, problem, run } = useMeetupAction(refresh);
  const dialog = useModalDialog();
  const id = useId();
  const [who, setWho] = useState(card.others[0]?.uid ?? "");
  const [kind, setKind] = useState<"block" | "report">("block");
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const name = card.others.find((member) => member.uid === who)?.firstName ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === "report" && reason === "") return;
    const sent = await run(() =>
      kind === "block"
        ? reportOrBlock.block(card.match.id, who)
        : reportOrBlock.report(card.match.id, who, reason as ReportReason, details),
    );
    if (sent) setDone(kind === "block" ? meetupCopy.blocked(name) : meetupCopy.reported(name));
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h3 id={`${id}-title`} className={styles.cardHeading}>
        {meetupCopy.reportHeading(card.others.length === 1 ? name : card.others.map((m) => m.firstName).join(" / "))}
      </h3>
      {done !== null ? (
        <>
          <p role="status" className={styles.text}>
            {done}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => dialog.current?.close()}>
              {meetupCopy.closeMeetScreen}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <p className={styles.text}>{meetupCopy.reportIntro}</p>
          {card.others.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-who`}>Who?</label>
              <select id={`${id}-who`} value={who} onChange={(event) => setWho(event.target.value)}>
                {card.others.map((member) => (
                  <option key={member.uid} value={member.uid}>
                    {member.firstName}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <fieldset className={styles.subsection}>
            {(["block", "report"] as const).map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                <span>
                  {option === "block" ? meetupCopy.chooseBlock : meetupCopy.chooseReport}
                  <span className={styles.choiceHint}>
                    {option === "block" ? meetupCopy.chooseBlockHint : meetupCopy.chooseReportHint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {kind === "report" ? (
            <>
              <div className={styles.field}>
                <label htmlFor={`${id}-reason`}>{meetupCopy.reason}</label>
                <select
                  id={`${id}-reason`}
                  required
                  value={reason}
                  onChange={(event) => setReason(event.target.value as ReportReason | "")}
                >
                  <option value="">{meetupCopy.chooseReason}</option>
                  {REPORT_REASONS.map((option) => (
                    <option key={option} value={option}>
                      {meetupCopy.reasons[option]}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-details`}>{meetupCopy.details}</label>
                <textarea
                  id={`${id}-details`}
                  rows={4}
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                />
              </div>
              <p className={styles.meta}>{meetupCopy.emergency}</p>
            </>
          ) : null}
          <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy || (kind === "report" && reason === "")}>
              {kind === "block" ? meetupCopy.submitBlock : meetupCopy.submitReport}
            </button>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {meetupCopy.cancelReport}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
