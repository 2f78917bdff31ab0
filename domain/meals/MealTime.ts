import type { EpochMillis } from "../shared/EpochMillis";

/** One scheduled meal time at which students are matched. */
export interface MealTime {
  readonly startsAt: EpochMillis;
}
