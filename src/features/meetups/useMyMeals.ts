import { useCallback, useEffect, useRef, useState } from "react";
import type { MyMealsState, MyMealsWatch } from "../../../domain/meetups/MyMeals";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/** The student's meals as the dashboard shows them, and a way to look again at once. */
export interface MyMeals {
  readonly state: MyMealsState;
  readonly refresh: () => Promise<void>;
}

/** The student's meals, kept fresh by the use case while shown, and a way to look again at once. */
export function useMyMeals(): MyMeals {
  const myMeals = useInjection(USE_CASES.myMeals);
  const [state, setState] = useState<MyMealsState>({ status: "loading" });
  const watch = useRef<MyMealsWatch | null>(null);
  useEffect(() => {
    const current = myMeals.watch(setState);
    watch.current = current;
    return () => current.stop();
  }, [myMeals]);
  const refresh = useCallback(async () => {
    await watch.current?.refresh();
  }, []);
  return { state, refresh };
}
