import type { ReactNode } from "react";
import type { Loaded } from "../../shared/ui/useLoaded";
import styles from "./MealsPages.module.css";
import { mealsCopy } from "./mealsCopy";

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
  if (state.status === "loading") return <p role="status">{mealsCopy.loading}</p>;
  if (state.status === "failed") {
    return (
      <div role="alert" className={styles.failed}>
        <p>{mealsCopy.loadFailed}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {mealsCopy.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
