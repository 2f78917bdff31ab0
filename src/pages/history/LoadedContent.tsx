import type { ReactNode } from "react";
import type { Loaded } from "../../shared/ui/useLoaded";
import styles from "./HistoryPages.module.css";
import { historyCopy } from "./historyCopy";

/** What was loaded, or that it is loading, or that it failed with a way to try again. */
export function LoadedContent<T>({
  state,
  retry,
  children,
}: {
  state: Loaded<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (state.status === "loading") return <p role="status">{historyCopy.loading}</p>;
  if (state.status === "failed") {
    return (
      <div role="alert" className={styles.failed}>
        <p>{historyCopy.loadFailed}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {historyCopy.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
