import { operationsFailureOf } from "../../../domain/operations/operationsErrors";
import styles from "./Operations.module.css";
import { operationsCopy, operationsFailureMessages } from "./operationsCopy";

/** A console call that failed: what went wrong, in words, and the way to try again. */
export function OperationsFailure({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  return (
    <div role="alert" className={styles.card}>
      <p>{operationsFailureMessages[operationsFailureOf(error)]}</p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {operationsCopy.retry}
      </button>
    </div>
  );
}
