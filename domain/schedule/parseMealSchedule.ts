import { type MealCalendar, WALL_TIME_PATTERN, type WeeklyMealTimes } from "./MealCalendar";
import type { ScheduledMeal } from "./MealTime";
import {
  isMealKind,
  LUNCH_FOR_TWO,
  MEAL_KINDS,
  type MealKindDetails,
  MIXER_MAX_CAPACITY,
  MIXER_MAX_DURATION_MINUTES,
  MIXER_TITLE_MAX_LENGTH,
  TABLE_MAX_SEATS,
  TABLE_MIN_SEATS,
} from "./mealKinds";
import { timeZoneFrom } from "./readMealCalendar";
import { instantOfWallTime } from "./wallClock";
import { isWeekday, WEEKDAYS } from "./weekdays";

/** The most weekly entries, and dated times, one schedule holds (what one save may write). */
export const SCHEDULE_MAX_WEEKLY_ENTRIES = 50;
export const SCHEDULE_MAX_DATED_TIMES = 200;
/** The most times one weekly entry lists. */
export const SCHEDULE_MAX_TIMES_PER_ENTRY = 24;

/** Which part of the schedule a problem is about (the form puts the words beside that field). */
export type ScheduleField =
  | "schedule"
  | "timeZone"
  | "weekday"
  | "times"
  | "at"
  | "kind"
  | "tableSize"
  | "title"
  | "duration"
  | "capacity";

/** One thing wrong with a schedule, in words an operator reads; `list` and `index` name its entry (null: the whole). */
export interface ScheduleProblem {
  readonly list: "weekly" | "dated" | null;
  readonly index: number | null;
  readonly field: ScheduleField;
  readonly message: string;
}

export type ParsedSchedule =
  | { readonly ok: true; readonly calendar: MealCalendar }
  | { readonly ok: false; readonly problems: readonly ScheduleProblem[] };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const isWholeWithin = (value: unknown, least: number, most: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= least && value <= most;

const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

type Report = (field: ScheduleField, message: string) => void;

/**
 * The schedule as operators write it (ScheduleData), read strictly: every problem is reported in
 * words, where it is, and nothing is dropped. The console's form and the functions' callable both
 * apply it before a schedule is saved; stored documents are read leniently (readMealCalendar.ts)
 * with the same limits.
 */
export function parseMealSchedule(input: unknown): ParsedSchedule {
  const problems: ScheduleProblem[] = [];
  const whole: Report = (field, message) => problems.push({ list: null, index: null, field, message });
  const fields = fieldsOf(input);
  if (fields === null) {
    whole("schedule", "The schedule is not a schedule's data.");
    return { ok: false, problems };
  }
  const { timeZone: zoneText = null, weekly: weeklyInput, dated: datedInput } = fields;
  let timeZone: string | null = null;
  if (zoneText !== null && zoneText !== "") {
    timeZone = timeZoneFrom(zoneText);
    if (timeZone === null)
      whole("timeZone", `“${String(zoneText)}” is not a time zone: write one like America/Detroit, or leave it empty.`);
  }
  const weeklyList = Array.isArray(weeklyInput) ? weeklyInput : [];
  const datedList = Array.isArray(datedInput) ? datedInput : [];
  if (!Array.isArray(weeklyInput) || !Array.isArray(datedInput))
    whole("schedule", "The schedule needs its weekly entries and its dated times, even if there are none.");
  if (weeklyList.length > SCHEDULE_MAX_WEEKLY_ENTRIES)
    whole("schedule", `At most ${SCHEDULE_MAX_WEEKLY_ENTRIES} weekly entries.`);
  if (datedList.length > SCHEDULE_MAX_DATED_TIMES)
    whole("schedule", `At most ${SCHEDULE_MAX_DATED_TIMES} dated times.`);

  const weekly: WeeklyMealTimes[] = [];
  weeklyList.forEach((entry, index) => {
    const report: Report = (field, message) => problems.push({ list: "weekly", index, field, message });
    const parsed = weeklyEntryOf(entry, report);
    if (parsed !== null) weekly.push(parsed);
  });
  const dated: ScheduledMeal[] = [];
  datedList.forEach((entry, index) => {
    const report: Report = (field, message) => problems.push({ list: "dated", index, field, message });
    const parsed = datedTimeOf(entry, timeZone, report);
    if (parsed !== null) dated.push(parsed);
  });
  const twice = new Set<string>();
  dated.forEach((time, index) => {
    const key = `${time.startsAt}|${time.kind}`;
    if (twice.has(key))
      problems.push({ list: "dated", index, field: "at", message: "Another dated time of this kind starts then." });
    twice.add(key);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, calendar: { dated, weekly, timeZone } };
}

function weeklyEntryOf(entry: unknown, report: Report): WeeklyMealTimes | null {
  const fields = fieldsOf(entry);
  if (fields === null) {
    report("schedule", "This entry is not a weekly entry.");
    return null;
  }
  const { weekday, times } = fields;
  let valid = true;
  if (!isWeekday(weekday)) {
    report("weekday", `Pick a day of the week (${WEEKDAYS.join(", ")}).`);
    valid = false;
  }
  const list = Array.isArray(times) ? times : [];
  if (list.length === 0) {
    report("times", "Give at least one time, like 18:30.");
    valid = false;
  } else if (list.length > SCHEDULE_MAX_TIMES_PER_ENTRY) {
    report("times", `At most ${SCHEDULE_MAX_TIMES_PER_ENTRY} times in one entry.`);
    valid = false;
  }
  const seen = new Set<string>();
  for (const time of list) {
    if (typeof time !== "string" || !WALL_TIME_PATTERN.test(time)) {
      report("times", `“${String(time)}” is not a time on a 24-hour clock, like 18:30.`);
      valid = false;
    } else if (seen.has(time)) {
      report("times", `${time} is listed twice.`);
      valid = false;
    }
    seen.add(String(time));
  }
  const details = mealKindOf(fields, report);
  if (!valid || details === null || !isWeekday(weekday)) return null;
  return { weekday, times: [...seen].sort(), ...details };
}

function datedTimeOf(entry: unknown, timeZone: string | null, report: Report): ScheduledMeal | null {
  const fields = fieldsOf(entry);
  if (fields === null) {
    report("schedule", "This entry is not a dated time.");
    return null;
  }
  const startsAt = instantOf(fields.at, timeZone);
  if (startsAt === null) report("at", `“${String(fields.at ?? "")}” is not a date and time, like 2026-12-03T19:00.`);
  const details = mealKindOf(fields, report);
  return startsAt === null || details === null ? null : { startsAt, ...details };
}

/** "2026-12-03T19:00" on the schedule's wall clock, if it is a real date and time. */
function instantOf(at: unknown, timeZone: string | null): number | null {
  if (typeof at !== "string") return null;
  const [, year, month, day, hour, minute] = (DATE_TIME.exec(at) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined)
    return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDate = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDate || hour > 23 || minute > 59) return null;
  return instantOfWallTime({ year, month, day }, hour, minute, timeZone);
}

/** A kind and what it needs, each field's problem reported. */
function mealKindOf(fields: Record<string, unknown>, report: Report): MealKindDetails | null {
  const { kind = "lunch-for-two", table_size: tableSize, mixer } = fields;
  if (!isMealKind(kind)) {
    report("kind", `Pick a kind: ${MEAL_KINDS.join(", ")}.`);
    return null;
  }
  switch (kind) {
    case "lunch-for-two":
      return LUNCH_FOR_TWO;
    case "group-dinner": {
      const { min, max } = fieldsOf(tableSize) ?? {};
      const sizes = `${TABLE_MIN_SEATS} to ${TABLE_MAX_SEATS}`;
      if (
        !isWholeWithin(min, TABLE_MIN_SEATS, TABLE_MAX_SEATS) ||
        !isWholeWithin(max, TABLE_MIN_SEATS, TABLE_MAX_SEATS)
      ) {
        report("tableSize", `A table's smallest and largest size are whole numbers from ${sizes}.`);
        return null;
      }
      if (min > max) {
        report("tableSize", "A table's smallest size cannot be larger than its largest.");
        return null;
      }
      return { kind, tableSize: { min, max } };
    }
    case "mixer": {
      const { title, duration_minutes: minutes, capacity } = fieldsOf(mixer) ?? {};
      let valid = true;
      if (typeof title !== "string" || title.trim() === "") {
        report("title", "A mixer needs a title.");
        valid = false;
      } else if (title.trim().length > MIXER_TITLE_MAX_LENGTH) {
        report("title", `A mixer's title has at most ${MIXER_TITLE_MAX_LENGTH} characters.`);
        valid = false;
      }
      if (!isWholeWithin(minutes, 1, MIXER_MAX_DURATION_MINUTES)) {
        report("duration", `A mixer lasts a whole number of minutes, from 1 to ${MIXER_MAX_DURATION_MINUTES}.`);
        valid = false;
      }
      if (!isWholeWithin(capacity, 1, MIXER_MAX_CAPACITY)) {
        report("capacity", `A mixer takes a whole number of people, from 1 to ${MIXER_MAX_CAPACITY}.`);
        valid = false;
      }
      if (!valid || typeof title !== "string" || typeof minutes !== "number" || typeof capacity !== "number")
        return null;
      return { kind, mixer: { title: title.trim(), durationMinutes: minutes, capacity } };
    }
  }
}
