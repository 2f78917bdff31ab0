import { useEffect, useRef, useState } from "react";
import type { CountdownState, CountdownWatch } from "../../../domain/schedule/NextMealTime";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/**
 * The countdown to the next meal time, refreshed by the use case every 60 s while shown, and a
 * way to ask for a schedule that failed to load again at once.
 */
export function useCountdown(): { readonly state: CountdownState; readonly retryNow: () => void } {
  const nextMealTime = useInjection(USE_CASES.nextMealTime);
  const [state, setState] = useState<CountdownState>({ status: "loading" });
  const watch = useRef<CountdownWatch | null>(null);
  useEffect(() => {
    const current = nextMealTime.watch(setState);
    watch.current = current;
    return () => current.stop();
  }, [nextMealTime]);
  return { state, retryNow: () => watch.current?.retryNow() };
}
