import { type MealCalendar, WALL_TIME_PATTERN, type WeeklyMealTimes } from "./MealCalendar";
import { isWeekday } from "./weekdays";

/**
 * Operator data as stored (a JSON file, a Firestore document), read leniently: a weekly entry that
 * is not a weekday with "HH:MM" times is left out rather than failing the whole schedule, and a
 * time zone the platform does not know reads as the device's.
 */
export function weeklyMealTimesFrom(value: unknown): WeeklyMealTimes[] {
  if (!Array.isArray(value)) return [];
  const weekly: WeeklyMealTimes[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) continue;
    const { weekday, times } = entry as { weekday?: unknown; times?: unknown };
    if (!isWeekday(weekday) || !Array.isArray(times)) continue;
    const valid = times.filter((time): time is string => typeof time === "string" && WALL_TIME_PATTERN.test(time));
    if (valid.length > 0) weekly.push({ weekday, times: [...new Set(valid)].sort() });
  }
  return weekly;
}

export function timeZoneFrom(value: unknown): MealCalendar["timeZone"] {
  if (typeof value !== "string" || value === "") return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
