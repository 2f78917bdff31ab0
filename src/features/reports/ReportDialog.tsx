import { type FormEvent, useId, useState } from "react";
import { REPORT_DETAILS_MAX_LENGTH } from "../../../domain/meetups/meetupRules";
import { REPORT_REASONS, type ReportReason } from "../../../domain/meetups/Report";
import type { ReportTarget } from "../../../domain/meetups/reportTarget";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { memberName } from "../../shared/copy/memberName";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import { useModalDialog } from "../../shared/ui/useModalDialog";
import styles from "./ReportDialog.module.css";
import { reportCopy } from "./reportCopy";

/**
 * "Report or block" a member of a match, ahead or past: a block, or a report with a reason and what
 * happened for the trust and safety team. What was typed stays if sending fails. It holds the
 * match as it was when opened, so a refresh of the list it came from cannot take it away; the
 * owner renders it outside that list. From a message of the conversation (`target.aboutMessage`): a
 * report about its sender, carrying that message.
 */
export function ReportDialog({
  target,
  refresh,
  onClose,
}: {
  readonly target: ReportTarget;
  readonly refresh: () => Promise<void>;
  readonly onClose: () => void;
}) {
  const reportOrBlock = useInjection(USE_CASES.reportOrBlock);
  const { busy, problem, run } = useMeetupAction(refresh);
  const dialog = useModalDialog();
  const id = useId();
  const { matchId } = target;
  const aboutMessage = target.aboutMessage ?? null;
  const others = target.others.filter((member) => aboutMessage === null || member.uid === aboutMessage.senderUid);
  const [who, setWho] = useState(others[0]?.uid ?? "");
  const [kind, setKind] = useState<"block" | "report">(aboutMessage === null ? "block" : "report");
  const [reason, setReason] = useState<ReportReason | "">(aboutMessage === null ? "" : "inappropriate-messages");
  const [details, setDetails] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const chosen = others.find((member) => member.uid === who);
  const name = chosen === undefined ? "" : memberName(chosen);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === "report" && reason === "") return;
    const sent = await run(() =>
      kind === "block"
        ? reportOrBlock.block(matchId, who)
        : reportOrBlock.report(
            matchId,
            who,
            reason as ReportReason,
            details,
            aboutMessage === null ? [] : [aboutMessage.id],
          ),
    );
    if (sent) setDone(kind === "block" ? reportCopy.blocked(name) : reportCopy.reported(name));
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {target.atTable === true && others.length > 1
          ? reportCopy.reportHeadingAtTable
          : reportCopy.reportHeading(others.length === 1 ? name : others.map(memberName).join(" / "))}
      </h3>
      {done !== null ? (
        <>
          <p role="status" className={styles.text}>
            {done}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => dialog.current?.close()}>
              {reportCopy.close}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <p className={styles.text}>
            {target.atTable === true ? reportCopy.reportIntroAtTable : reportCopy.reportIntro}
          </p>
          {aboutMessage !== null ? (
            <blockquote className={styles.quote}>
              <p className={styles.meta}>{reportCopy.reportedMessage(name)}</p>
              <p className={styles.text}>{aboutMessage.text}</p>
            </blockquote>
          ) : null}
          {others.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-who`}>{reportCopy.who}</label>
              <select id={`${id}-who`} value={who} onChange={(event) => setWho(event.target.value)}>
                {others.map((member) => (
                  <option key={member.uid} value={member.uid}>
                    {memberName(member)}
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
                  {option === "block" ? reportCopy.chooseBlock : reportCopy.chooseReport}
                  <span className={styles.choiceHint}>
                    {option === "block" ? reportCopy.chooseBlockHint : reportCopy.chooseReportHint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {kind === "report" ? (
            <>
              <div className={styles.field}>
                <label htmlFor={`${id}-reason`}>{reportCopy.reason}</label>
                <select
                  id={`${id}-reason`}
                  required
                  value={reason}
                  onChange={(event) => setReason(event.target.value as ReportReason | "")}
                >
                  <option value="">{reportCopy.chooseReason}</option>
                  {REPORT_REASONS.map((option) => (
                    <option key={option} value={option}>
                      {reportCopy.reasons[option]}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-details`}>{reportCopy.details}</label>
                <textarea
                  id={`${id}-details`}
                  rows={4}
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  value={details}
                  aria-describedby={`${id}-details-length`}
                  onChange={(event) => setDetails(event.target.value)}
                />
                <p id={`${id}-details-length`} className={styles.meta}>
                  {reportCopy.detailsLength(details.length)}
                </p>
              </div>
              <p className={styles.meta}>{reportCopy.emergency}</p>
            </>
          ) : null}
          <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy || (kind === "report" && reason === "")}>
              {kind === "block" ? reportCopy.submitBlock : reportCopy.submitReport}
            </button>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {reportCopy.cancelReport}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
