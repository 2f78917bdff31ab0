import { useEffect, useState } from "react";
import type { CountdownState } from "../../../domain/meals/NextMealTime";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/** The countdown to the next meal time, refreshed by the use case every 60 s while shown. */
export function useCountdown(): CountdownState {
  const nextMealTime = useInjection(USE_CASES.nextMealTime);
  const [state, setState] = useState<CountdownState>({ status: "loading" });
  useEffect(() => nextMealTime.watch(setState), [nextMealTime]);
  return state;
}
