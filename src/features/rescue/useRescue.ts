import { useCallback, useEffect, useRef, useState } from "react";
import type { RescueState, SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import type { RefreshingWatch } from "../../../domain/shared/refreshingWatch";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

export type { RescueState };

export interface Rescue {
  readonly state: RescueState;
  /** Null until the rescue's code has loaded. */
  readonly actions: SameDayRescue | null;
  /** Reads again at once (after an action, "Try again"); after a failed download, downloads again. */
  readonly refresh: () => Promise<void>;
}

/** Today's rescue for the dashboard, watched while shown (SameDayRescue.watch: listeners first). */
export function useRescue(): Rescue {
  const load = useInjection(USE_CASES.rescue);
  const [state, setState] = useState<RescueState>({ status: "loading" });
  const [actions, setActions] = useState<SameDayRescue | null>(null);
  const [attempt, setAttempt] = useState(0);
  const watch = useRef<RefreshingWatch | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` downloads again after a failure
  useEffect(() => {
    let stopped = false;
    let started: RefreshingWatch | null = null;
    load().then(
      (rescue) => {
        if (stopped) return;
        setActions(rescue);
        started = rescue.watch(setState);
        watch.current = started;
      },
      () => {
        if (!stopped) setState({ status: "failed" });
      },
    );
    return () => {
      stopped = true;
      watch.current = null;
      started?.stop();
    };
  }, [load, attempt]);
  const refresh = useCallback(async () => {
    if (watch.current === null) setAttempt((count) => count + 1);
    else await watch.current.refresh();
  }, []);
  return { state, actions, refresh };
}
