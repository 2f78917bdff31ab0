import type { MyMeals } from "../../../domain/meetups/MyMeals";
import type { NextMealTime } from "../../../domain/schedule/NextMealTime";
import { watchOnceLoaded } from "./loadOnFirstCall";

const STATES = { loading: { status: "loading" }, failed: { status: "failed" } } as const;

/**
 * A use case whose code loads with its first watch, for the screens that watch it (the dashboard).
 * `calendarEventFor` is asked from what a watch has put on screen, so after the code is there.
 */
function keepLoaded<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  return {
    load: async () => {
      loaded = await load();
      return loaded;
    },
    loaded: (): T => {
      if (loaded === null) throw new Error("Asked for a calendar event before anything was on screen");
      return loaded;
    },
  };
}

/** MyMeals on first watch: "Try again" (refresh) downloads again after a failed download. */
export function lazyMyMeals(load: () => Promise<MyMeals>): Pick<MyMeals, "watch" | "calendarEventFor"> {
  const code = keepLoaded(load);
  return {
    watch(listener) {
      const pending = watchOnceLoaded(code.load, listener, STATES, (myMeals) => myMeals.watch(listener));
      return { stop: pending.stop, refresh: () => pending.started()?.refresh() ?? pending.retry() };
    },
    calendarEventFor: (...args) => code.loaded().calendarEventFor(...args),
  };
}

/** NextMealTime on first watch: "Try again" (retryNow) downloads again after a failed download. */
export function lazyNextMealTime(load: () => Promise<NextMealTime>): Pick<NextMealTime, "watch" | "calendarEventFor"> {
  const code = keepLoaded(load);
  return {
    watch(listener) {
      const pending = watchOnceLoaded(code.load, listener, STATES, (nextMeal) => nextMeal.watch(listener));
      return {
        stop: pending.stop,
        retryNow: () => {
          const started = pending.started();
          if (started === null) void pending.retry();
          else started.retryNow();
        },
      };
    },
    calendarEventFor: (...args) => code.loaded().calendarEventFor(...args),
  };
}
