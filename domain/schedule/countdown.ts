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
  /** When it was worked out (the app's clock). */
  readonly at: EpochMillis;
}

export function countdownAt(calendar: MealCalendar, now: EpochMillis): Countdown {
  return countdownTo(earliestFutureMeal(calendar, now), now);
}

/** The countdown to one meal (none: all zero); a meal already started counts as zero, not below. */
export function countdownTo(next: MealTime | null, now: EpochMillis): Countdown {
  const left = next === null ? 0 : Math.max(0, next.startsAt - now);
  return {
    next,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    at: now,
  };
}
