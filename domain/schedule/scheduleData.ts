import type { MealCalendar } from "./MealCalendar";
import type { MealKindDetails } from "./mealKinds";
import { wallTimeAt } from "./wallClock";

/** A meal time's kind as operators write it (`meal_schedule/weekly`, `meal_times`, `mealSchedule.json`). */
export interface MealKindData {
  /** "lunch-for-two" when absent. */
  readonly kind?: string;
  /** A group dinner's table sizes. */
  readonly table_size?: { readonly min: number; readonly max: number };
  /** A mixer's title, length and capacity (per school). */
  readonly mixer?: { readonly title: string; readonly duration_minutes: number; readonly capacity: number };
}

/** Meal times of one kind every week: `{ weekday: "Fri", times: ["17:30", "18:00"], kind: "group-dinner" }`. */
export type WeeklyMealData = MealKindData & { readonly weekday: string; readonly times: readonly string[] };

/** One dated meal time, on the schedule's wall clock: `{ at: "2026-12-03T19:00", kind: "mixer", mixer }`. */
export type DatedMealData = MealKindData & { readonly at: string };

/**
 * The schedule as operators write it: what the console's form sends, and what the one strict parser
 * (parseMealSchedule) turns into a MealCalendar, in the browser and in the functions alike.
 */
export interface ScheduleData {
  /** An IANA time zone ("America/Detroit"); null or "" for the device's own (the offline backend's). */
  readonly timeZone: string | null;
  readonly weekly: readonly WeeklyMealData[];
  readonly dated: readonly DatedMealData[];
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A kind's details as operators write them. */
export function mealKindDataOf(details: MealKindDetails): MealKindData {
  switch (details.kind) {
    case "lunch-for-two":
      return { kind: details.kind };
    case "group-dinner":
      return { kind: details.kind, table_size: { min: details.tableSize.min, max: details.tableSize.max } };
    case "mixer":
      return {
        kind: details.kind,
        mixer: {
          title: details.mixer.title,
          duration_minutes: details.mixer.durationMinutes,
          capacity: details.mixer.capacity,
        },
      };
  }
}

/** A calendar as operators write it (the form's starting point): dated times on the schedule's wall clock, in time order. */
export function scheduleDataOf(calendar: MealCalendar): ScheduleData {
  const dated = [...calendar.dated]
    .sort((a, b) => a.startsAt - b.startsAt)
    .map(({ startsAt, ...details }) => {
      const wall = wallTimeAt(startsAt, calendar.timeZone);
      const at = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}T${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
      return { at, ...mealKindDataOf(details) };
    });
  const weekly = calendar.weekly.map(({ weekday, times, ...details }) => ({
    weekday,
    times: [...times],
    ...mealKindDataOf(details),
  }));
  return { timeZone: calendar.timeZone, weekly, dated };
}
