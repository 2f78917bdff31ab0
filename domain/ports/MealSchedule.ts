import type { MealTime } from "../meals/MealTime";

/** The meal times students are matched for. */
export interface MealSchedule {
  /** Every listed meal time, past and future, in any order. */
  list(): Promise<readonly MealTime[]>;
}
