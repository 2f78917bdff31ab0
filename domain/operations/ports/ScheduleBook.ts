import type { MealCalendar } from "../../schedule/MealCalendar";
import type { MealSchedule } from "../../schedule/ports/MealSchedule";

/**
 * The meal schedule as operators keep it (system side): the students' MealSchedule, and a way to
 * replace it whole. On Firebase `meal_schedule/weekly` and the `meal_times` documents, written by the
 * functions only; offline this browser's database, over `adapters/local/mealSchedule.json`.
 */
export interface ScheduleBook extends MealSchedule {
  /** Replaces the weekly times, the dated times and the time zone; students read it from then on. */
  save(calendar: MealCalendar): Promise<void>;
}
