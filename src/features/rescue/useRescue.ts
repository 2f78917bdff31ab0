import { useCallback, useEffect, useRef, useState } from "react";
import { MEALS_REFRESH_INTERVAL_MS } from "../../../domain/meetups/meetupRules";
import type { RescueToday, SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

export type RescueState =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "ready"; readonly today: RescueToday | null };

export interface Rescue {
  readonly state: RescueState;
  /** Null until the rescue's code has loaded. */
  readonly actions: SameDayRescue | null;
  readonly refresh: () => Promise<void>;
}

/** Today's rescue for the dashboard, looked at again every MEALS_REFRESH_INTERVAL_MS while shown. */
export function useRescue(): Rescue {
  const load = useInjection(USE_CASES.rescue);
  const [state, setState] = useState<RescueState>({ status: "loading" });
  const [actions, setActions] = useState<SameDayRescue | null>(null);
  const useCase = useRef<SameDayRescue | null>(null);
  const look = useCallback(async () => {
    const current = useCase.current ?? (await load());
    useCase.current = current;
    setActions(current);
    try {
      setState({ status: "ready", today: await current.today() });
    } catch {
      setState((previous) => (previous.status === "ready" ? previous : { status: "failed" }));
    }
  }, [load]);
  useEffect(() => {
    let stopped = false;
    const lookUnlessStopped = () => {
      if (!stopped) look().catch(() => setState({ status: "failed" }));
    };
    lookUnlessStopped();
    const timer = setInterval(lookUnlessStopped, MEALS_REFRESH_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [look]);
  const refresh = useCallback(() => look().catch(() => setState({ status: "failed" })), [look]);
  return { state, actions, refresh };
}
