import { reviewFailureOf } from "../../../domain/trust/reviewErrors";
import styles from "./TeamPages.module.css";
import { reviewFailureMessages, teamCopy } from "./teamCopy";

/**
 * A console call that failed: what went wrong, in words, and the way to try again, unless trying
 * again cannot help (a report that does not exist: the page's link leads back to the queue).
 */
export function ReviewFailure({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  const failure = reviewFailureOf(error);
  return (
    <div role="alert" className={styles.card}>
      <p>{reviewFailureMessages[failure]}</p>
      {failure === "not-found" ? null : (
        <button type="button" className={styles.secondary} onClick={retry}>
          {teamCopy.retry}
        </button>
      )}
    </div>
  );
}
