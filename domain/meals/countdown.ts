import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../shared/time";
import { earliestFutureMeal } from "./earliestFutureMeal";
import type { MealCalendar } from "./MealCalendar";
import type { MealTime } from "./MealTime";

/** Whole days, hours and minutes left until `next`; all zero when no meal time remains. */
export interface Countdown {
  readonly next: MealTime | null;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

export function countdownAt(calendar: MealCalendar, now: EpochMillis): Countdown {
  const next = earliestFutureMeal(calendar, now);
  const left = next === null ? 0 : next.startsAt - now;
  return {
    next,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
}
