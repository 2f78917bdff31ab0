import type { ScheduledMeal } from "./MealTime";
import type { MealKindDetails } from "./mealKinds";
import type { Weekday } from "./weekdays";

/** Meal times of one kind that come back every week: "Fri" at "17:30", "18:00" and "18:30", group dinners. */
export type WeeklyMealTimes = {
  readonly weekday: Weekday;
  /** Wall-clock times, "HH:MM" on a 24-hour clock. */
  readonly times: readonly string[];
} & MealKindDetails;

/**
 * The meal times as an operator sets them: dated times (the spec's six, §3), then weekly times
 * that start after the last dated one, so the dated times keep their meaning and every later
 * week has meals.
 */
export interface MealCalendar {
  readonly dated: readonly ScheduledMeal[];
  readonly weekly: readonly WeeklyMealTimes[];
  /**
   * The IANA time zone the weekly times are read in ("America/Detroit"); null for the device's
   * own, as the offline backend uses. A server must know it to place "Fri 17:30" in time.
   */
  readonly timeZone: string | null;
}

/** A calendar with nothing in it. */
export const EMPTY_MEAL_CALENDAR: MealCalendar = { dated: [], weekly: [], timeZone: null };

/** "HH:MM" on a 24-hour clock. */
export const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
