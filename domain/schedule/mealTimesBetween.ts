import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import type { MealCalendar } from "./MealCalendar";
import type { ScheduledMeal } from "./MealTime";
import { instantOfWallTime, wallTimeAt } from "./wallClock";
import { WEEKDAYS } from "./weekdays";

/** The last dated meal time: the weekly times start after it. */
export function lastDatedMeal(calendar: MealCalendar): EpochMillis {
  return calendar.dated.reduce((latest, time) => Math.max(latest, time.startsAt), Number.NEGATIVE_INFINITY);
}

/**
 * Every meal time from `from` (included) to `to` (excluded), in time order: the dated times, then
 * each week's times after the last dated one. Two kinds may start at one time (a lunch for two and
 * a mixer); one kind at one time is one meal time.
 */
export function mealTimesBetween(calendar: MealCalendar, from: EpochMillis, to: EpochMillis): ScheduledMeal[] {
  const times = calendar.dated.filter((time) => time.startsAt >= from && time.startsAt < to);
  const weeklyStart = Math.max(from, lastDatedMeal(calendar) + 1);
  if (calendar.weekly.length > 0 && weeklyStart < to) {
    // Day by day through the wall calendar of the schedule's zone; a day either side covers the offset.
    const first = wallTimeAt(weeklyStart, calendar.timeZone);
    const days = Math.ceil((to - weeklyStart) / DAY_MS) + 2;
    for (let offset = -1; offset < days; offset++) {
      const day = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
      const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      const weekday = WEEKDAYS[day.getUTCDay()];
      for (const { weekday: ruleWeekday, times: ruleTimes, ...details } of calendar.weekly) {
        if (ruleWeekday !== weekday) continue;
        for (const time of ruleTimes) {
          const [hour = 0, minute = 0] = time.split(":").map(Number);
          const startsAt = instantOfWallTime(date, hour, minute, calendar.timeZone);
          if (startsAt >= weeklyStart && startsAt < to) times.push({ startsAt, ...details });
        }
      }
    }
  }
  const distinct = new Map(times.map((time) => [`${time.startsAt}|${time.kind}`, time]));
  return [...distinct.values()].sort((a, b) => a.startsAt - b.startsAt || a.kind.localeCompare(b.kind));
}
