import type { EpochMillis } from "../shared/EpochMillis";
import type { MealKindDetails } from "./mealKinds";

/** A meal time: when a meal starts (all the countdown needs). */
export interface MealTime {
  readonly startsAt: EpochMillis;
}

/** A meal time of the schedule: its start, its kind and what the kind needs. */
export type ScheduledMeal = MealTime & MealKindDetails;
