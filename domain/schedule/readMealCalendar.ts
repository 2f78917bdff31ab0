import { type MealCalendar, WALL_TIME_PATTERN, type WeeklyMealTimes } from "./MealCalendar";
import {
  GROUP_DINNER,
  isMealKind,
  LUNCH_FOR_TWO,
  type MealKindDetails,
  MIXER_MAX_CAPACITY,
  MIXER_MAX_DURATION_MINUTES,
  TABLE_MAX_SEATS,
  TABLE_MIN_SEATS,
} from "./mealKinds";
import { isWeekday } from "./weekdays";

/**
 * Operator data as stored (a JSON file, a Firestore document), read leniently: an entry that is
 * not a weekday with "HH:MM" times is left out rather than failing the whole schedule, and a time
 * zone the platform does not know reads as the device's.
 */
export function weeklyMealTimesFrom(value: unknown): WeeklyMealTimes[] {
  if (!Array.isArray(value)) return [];
  const weekly: WeeklyMealTimes[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) continue;
    const { weekday, times } = entry as { weekday?: unknown; times?: unknown };
    const details = mealKindDetailsFrom(entry);
    if (!isWeekday(weekday) || !Array.isArray(times) || details === null) continue;
    const valid = times.filter((time): time is string => typeof time === "string" && WALL_TIME_PATTERN.test(time));
    if (valid.length > 0) weekly.push({ weekday, times: [...new Set(valid)].sort(), ...details });
  }
  return weekly;
}

/**
 * A meal time's kind as operators write it, beside its time: `kind` ("lunch-for-two" when absent,
 * as the spec's times are), a group dinner's `table_size` ({ min, max }; 4 to 6 when absent or not
 * a range), a mixer's `mixer` ({ title, duration_minutes, capacity }). Null for what cannot be held:
 * an unknown kind, or a mixer without a title, a duration or a capacity.
 */
export function mealKindDetailsFrom(fields: object): MealKindDetails | null {
  const { kind, table_size: tableSize, mixer } = fields as { kind?: unknown; table_size?: unknown; mixer?: unknown };
  if (kind === undefined || kind === null) return LUNCH_FOR_TWO;
  if (!isMealKind(kind)) return null;
  switch (kind) {
    case "lunch-for-two":
      return LUNCH_FOR_TWO;
    case "group-dinner": {
      const { min, max } = (typeof tableSize === "object" && tableSize !== null ? tableSize : {}) as {
        min?: unknown;
        max?: unknown;
      };
      const whole = (value: unknown): value is number =>
        typeof value === "number" && Number.isInteger(value) && value >= TABLE_MIN_SEATS && value <= TABLE_MAX_SEATS;
      return whole(min) && whole(max) && min <= max ? { kind, tableSize: { min, max } } : GROUP_DINNER;
    }
    case "mixer": {
      if (typeof mixer !== "object" || mixer === null) return null;
      const { title, duration_minutes: minutes, capacity } = mixer as Record<string, unknown>;
      const within = (value: unknown, most: number): value is number =>
        typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= most;
      if (typeof title !== "string" || title.trim() === "") return null;
      if (!within(minutes, MIXER_MAX_DURATION_MINUTES) || !within(capacity, MIXER_MAX_CAPACITY)) return null;
      return { kind, mixer: { title: title.trim(), durationMinutes: minutes, capacity } };
    }
  }
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
