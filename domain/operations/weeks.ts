import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS, WEEK_MS } from "../shared/time";

/**
 * A week of the schedule's calendar, named by its Monday: "2026-11-23". The outcomes count by
 * week in the schedule's time zone, so a Sunday-night dinner belongs to the week its students lived.
 */
export type WeekId = string;

const twoDigits = (value: number) => String(value).padStart(2, "0");

function dateOfUtcNoon(noon: number): string {
  const date = new Date(noon);
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

function utcNoonOf(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.slice(0, 10).split("-").map(Number);
  return Date.UTC(year, month - 1, day, 12);
}

/** The week of a calendar date ("2026-11-27", or a meal day's id "2026-11-27-group-dinner"). */
export function weekOfDate(date: string): WeekId {
  const noon = utcNoonOf(date);
  const daysSinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  return dateOfUtcNoon(noon - daysSinceMonday * DAY_MS);
}

/** The week an instant falls in, on the schedule's clock (the device's own when it names none). */
export function weekOfInstant(instant: EpochMillis, timeZone: string | null): WeekId {
  const wall = wallTimeAt(instant, timeZone);
  return weekOfDate(`${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`);
}

/** The week `count` weeks after `week` (before it when negative). */
export function addWeeks(week: WeekId, count: number): WeekId {
  return dateOfUtcNoon(utcNoonOf(week) + count * WEEK_MS);
}

/** The weeks from `first` to `last`, both included, in order. */
export function weeksFrom(first: WeekId, last: WeekId): WeekId[] {
  const weeks: WeekId[] = [];
  for (let week = first; week <= last; week = addWeeks(week, 1)) weeks.push(week);
  return weeks;
}
