import { useCallback } from "react";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { useLoaded } from "../../shared/ui/useLoaded";
import { formatWhen, timeToDue } from "./formatReviewTime";
import { ReviewFailure } from "./ReviewFailure";
import styles from "./TeamPages.module.css";
import { teamCopy } from "./teamCopy";

/** /team: the open reports, oldest first (so the overdue ones come first, and are marked). */
export function QueuePage() {
  const team = useInjection(USE_CASES.trustAndSafety);
  const load = useCallback(() => team.queue(), [team]);
  const { state, retry } = useLoaded(load);
  return (
    <section aria-labelledby="team-queue">
      <h2 id="team-queue">{teamCopy.queueHeading}</h2>
      <p>{teamCopy.queueIntro}</p>
      {state.status === "loading" ? (
        <p role="status">{teamCopy.loading}</p>
      ) : state.status === "failed" ? (
        <ReviewFailure error={state.error} retry={retry} />
      ) : state.value.value.length === 0 ? (
        <p className={styles.card}>{teamCopy.queueEmpty}</p>
      ) : (
        <ol className={styles.queue}>
          {state.value.value.map((report) => (
            <li key={report.id} className={styles.queueItem} data-overdue={report.overdue}>
              <Link to={`reports/${encodeURIComponent(report.id)}`} className={styles.queueLink}>
                {teamCopy.reasons[report.reason ?? "other"]}
              </Link>
              <span>{report.school}</span>
              <span>{teamCopy.filed(formatWhen(report.filedAt))}</span>
              <strong className={report.overdue ? styles.overdue : undefined}>
                {timeToDue(report.dueAt, state.value.now)}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
