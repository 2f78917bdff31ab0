import type { MealCalendar } from "../../domain/meals/MealCalendar";
import { timeZoneFrom, weeklyMealTimesFrom } from "../../domain/meals/readMealCalendar";
import { instantOfWallTime } from "../../domain/meals/wallClock";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import defaultSchedule from "./mealSchedule.json";

/** The schedule as its data file writes it: dated times as local date-times ("2025-09-19T17:30"). */
export interface LocalScheduleData {
  /** An IANA time zone for every time of the file, or null for the device's own. */
  readonly timeZone: string | null;
  readonly dated: readonly string[];
  readonly weekly: readonly { readonly weekday: string; readonly times: readonly string[] }[];
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The meal schedule of the offline backend, from `mealSchedule.json` by default: the spec's six
 * dated times (§3), then weekly lunches and dinners. A developer edits the file to change it.
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
    this.#calendar = {
      dated: data.dated.map((text) => ({ startsAt: startOf(text) })),
      weekly: weeklyMealTimesFrom(data.weekly),
      timeZone,
    };
  }

  async read(): Promise<MealCalendar> {
    return this.#calendar;
  }
}
