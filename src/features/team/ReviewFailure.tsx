import { reviewFailureOf } from "../../../domain/trust/reviewErrors";
import styles from "./TeamPages.module.css";
import { reviewFailureMessages, teamCopy } from "./teamCopy";

/** A console call that failed: what went wrong, in words, and the way to try again. */
export function ReviewFailure({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  return (
    <div role="alert" className={styles.card}>
      <p>{reviewFailureMessages[reviewFailureOf(error)]}</p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {teamCopy.retry}
      </button>
    </div>
  );
}
