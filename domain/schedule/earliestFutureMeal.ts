import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS, WEEK_MS } from "../shared/time";
import type { MealCalendar } from "./MealCalendar";
import type { MealTime } from "./MealTime";
import { lastDatedMeal, mealTimesBetween } from "./mealTimesBetween";

/**
 * The earliest meal time still in the future at `now`, or null when none remains (spec §4 Dashboard
 * countdown). Dated times come first, however far ahead; after the last of them, the weekly times
 * have one within a week (and a day, for a clock change).
 */
export function earliestFutureMeal(calendar: MealCalendar, now: EpochMillis): MealTime | null {
  let next: MealTime | null = null;
  for (const time of calendar.dated) {
    if (time.startsAt > now && (next === null || time.startsAt < next.startsAt)) next = time;
  }
  if (next !== null) return next;
  const from = Math.max(now, lastDatedMeal(calendar)) + 1;
  return mealTimesBetween(calendar, from, from + WEEK_MS + DAY_MS)[0] ?? null;
}
