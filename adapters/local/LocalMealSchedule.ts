import type { MealCalendar } from "../../domain/schedule/MealCalendar";
import type { ScheduledMeal } from "../../domain/schedule/MealTime";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { mealKindDetailsFrom, timeZoneFrom, weeklyMealTimesFrom } from "../../domain/schedule/readMealCalendar";
import { instantOfWallTime } from "../../domain/schedule/wallClock";
import defaultSchedule from "./mealSchedule.json";

/**
 * A dated meal time as the data file writes it: a local date-time ("2025-09-19T17:30": a lunch for
 * two), or that time as `at` with its kind, as Firestore's `meal_times` documents have it
 * (`{ "at": "2026-12-03T19:00", "kind": "mixer", "mixer": { "title": …, "duration_minutes": 120, "capacity": 40 } }`).
 */
export type LocalDatedMeal = string | { readonly at: string; readonly [field: string]: unknown };

/** The schedule as its data file writes it; weekly entries as `meal_schedule/weekly` has them. */
export interface LocalScheduleData {
  /** An IANA time zone for every time of the file, or null for the device's own. */
  readonly timeZone: string | null;
  readonly dated: readonly LocalDatedMeal[];
  readonly weekly: readonly object[];
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The meal schedule of the offline backend, from `mealSchedule.json` by default: the spec's six
 * dated times (§3), then weekly lunches for two, group dinners and a mixer. A developer edits the
 * file to change it; `npm run dev:firebase` seeds the emulators from it.
 */
export class LocalMealSchedule implements MealSchedule {
  readonly #calendar: MealCalendar;

  constructor(data: LocalScheduleData = defaultSchedule) {
    const timeZone = timeZoneFrom(data.timeZone);
    const startOf = (text: string) => {
      const [, year, month, day, hour, minute] = (LOCAL_DATE_TIME.exec(text) ?? []).map(Number);
      if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined)
        throw new Error(`"${text}" in the meal schedule is not a date-time like 2025-09-19T17:30`);
      return instantOfWallTime({ year, month, day }, hour, minute, timeZone);
    };
    const dated: ScheduledMeal[] = [];
    for (const entry of data.dated) {
      const fields = typeof entry === "string" ? { at: entry } : entry;
      const details = mealKindDetailsFrom(fields);
      if (details === null)
        throw new Error(`The meal time ${fields.at} in the meal schedule has a kind it cannot hold`);
      dated.push({ startsAt: startOf(fields.at), ...details });
    }
    this.#calendar = { dated, weekly: weeklyMealTimesFrom(data.weekly), timeZone };
  }

  async read(): Promise<MealCalendar> {
    return this.#calendar;
  }
}
