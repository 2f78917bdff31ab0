import type { MealCalendar } from "../MealCalendar";

/** The meal times students are matched for, as an operator keeps them. */
export interface MealSchedule {
  /** The dated times (past and future, in any order) and the weekly times. */
  read(): Promise<MealCalendar>;
}
