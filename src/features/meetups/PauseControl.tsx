import { type FormEvent, useId, useRef, useState } from "react";
import { MAX_SNOOZE_MS } from "../../../domain/meetups/meetupRules";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { DAY_MS } from "../../../domain/shared/time";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { formatDay } from "../../shared/copy/formatMealTime";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";

/** "YYYY-MM-DD" of a local date, for a date input. */
const dateInputValue = (instant: EpochMillis) => {
  const date = new Date(instant);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};

/** A snooze: pause matching until a date (the end of that day, local time), or resume now. */
export function PauseControl({
  snoozedUntil,
  now,
  refresh,
}: {
  snoozedUntil: EpochMillis | null;
  now: EpochMillis;
  refresh: () => Promise<void>;
}) {
  const pauseMatching = useInjection(USE_CASES.pauseMatching);
  const { busy, problem, run } = useMeetupAction(refresh);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [until, setUntil] = useState(dateInputValue(now + 7 * DAY_MS));

  async function pause(event: FormEvent) {
    event.preventDefault();
    const [year = 0, month = 1, day = 1] = until.split("-").map(Number);
    const endOfDay = new Date(year, month - 1, day, 23, 59).getTime();
    if (await run(() => pauseMatching.until(endOfDay))) dialog.current?.close();
  }

  if (snoozedUntil !== null) {
    return (
      <div className={styles.card}>
        <p className={styles.text}>{meetupCopy.pausedUntil(formatDay(snoozedUntil))}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => run(() => pauseMatching.resume())}
          >
            {meetupCopy.resume}
          </button>
        </div>
        <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={styles.hubLink} onClick={() => dialog.current?.showModal()}>
        {meetupCopy.pauseLink}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <form onSubmit={pause}>
          <h3 id={`${id}-title`} className={styles.cardHeading}>
            {meetupCopy.pauseHeading}
          </h3>
          <div className={styles.field}>
            <label htmlFor={`${id}-until`}>{meetupCopy.pauseUntil}</label>
            <input
              id={`${id}-until`}
              type="date"
              required
              min={dateInputValue(now + DAY_MS)}
              max={dateInputValue(now + MAX_SNOOZE_MS - DAY_MS)}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          </div>
          <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {meetupCopy.pauseSubmit}
            </button>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {meetupCopy.pauseCancel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
