import type { MealCalendar } from "../../../domain/schedule/MealCalendar";
import type { ScheduledMeal } from "../../../domain/schedule/MealTime";
import { mealKindDetailsFrom, timeZoneFrom, weeklyMealTimesFrom } from "../../../domain/schedule/readMealCalendar";
import { mealKindDataOf } from "../../../domain/schedule/scheduleData";
import type { TimeCodec } from "./timeCodec";

/** Where operators keep the weekly times: `{ time_zone: "America/Detroit", weekly: [{ weekday: "Fri", times: ["17:30"], kind }] }`. */
export const WEEKLY_SCHEDULE_PATH = "meal_schedule/weekly";
/** The dated meal times, one document each: `{ starts_at: Timestamp, kind?, table_size?, mixer? }`. */
export const MEAL_TIMES_COLLECTION = "meal_times";

/**
 * The schedule as operators keep it in Firestore, read by either SDK: the `meal_times` documents'
 * fields and the weekly document's. A meal time typed by hand without a proper time, or with a
 * kind the app cannot hold, is skipped rather than shown as 1970.
 */
export function mealCalendarFrom(
  mealTimes: readonly Readonly<Record<string, unknown>>[],
  weekly: Readonly<Record<string, unknown>> | undefined,
  codec: TimeCodec,
): MealCalendar {
  const dated: ScheduledMeal[] = [];
  for (const fields of mealTimes) {
    const startsAt = codec.toMillis(fields.starts_at);
    const details = mealKindDetailsFrom(fields);
    if (startsAt !== null && details !== null) dated.push({ startsAt, ...details });
  }
  return { dated, weekly: weeklyMealTimesFrom(weekly?.weekly), timeZone: timeZoneFrom(weekly?.time_zone) };
}

/** The weekly document as the console's callable writes it (the fields operators wrote by hand before). */
export function toWeeklyScheduleDocument(calendar: MealCalendar): Record<string, unknown> {
  return {
    time_zone: calendar.timeZone,
    weekly: calendar.weekly.map(({ weekday, times, ...details }) => ({
      weekday,
      times: [...times],
      ...mealKindDataOf(details),
    })),
  };
}

/** A dated meal time's document id: its instant and kind, so that one time of one kind is one document. */
export const mealTimeDocumentId = (meal: ScheduledMeal): string => `${meal.startsAt}-${meal.kind}`;

/** A `meal_times` document: `{ starts_at, kind, table_size? | mixer? }`. */
export function toMealTimeDocument(meal: ScheduledMeal, codec: TimeCodec): Record<string, unknown> {
  const { startsAt, ...details } = meal;
  return { starts_at: codec.fromMillis(startsAt), ...mealKindDataOf(details) };
}
