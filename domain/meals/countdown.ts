import { DAY_MS, HOUR_MS, MINUTE_MS } from "../constants";
import type { EpochMillis } from "../shared/EpochMillis";
import type { MealTime } from "./MealTime";

/** Whole days, hours and minutes left until `next`; all zero when no meal time remains. */
export interface Countdown {
  readonly next: MealTime | null;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/** The earliest listed meal time still in the future at `now`, or null. */
export function nextMealTime(times: readonly MealTime[], now: EpochMillis): MealTime | null {
  let next: MealTime | null = null;
  for (const time of times) {
    if (time.startsAt > now && (next === null || time.startsAt < next.startsAt)) next = time;
  }
  return next;
}

export function countdownAt(times: readonly MealTime[], now: EpochMillis): Countdown {
  const next = nextMealTime(times, now);
  const left = next === null ? 0 : next.startsAt - now;
  return {
    next,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
}
