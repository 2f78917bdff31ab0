import type { MealTime } from "../../domain/meals/MealTime";
import type { MealSchedule } from "../../domain/ports/MealSchedule";
import defaultMealTimes from "./mealTimes.json";

/**
 * A fixed list of meal times, written as local date-times ("2025-09-19T17:30");
 * by default the spec's six (§3), from `mealTimes.json`.
 */
export class LocalMealSchedule implements MealSchedule {
  readonly #times: readonly MealTime[];

  constructor(localDateTimes: readonly string[] = defaultMealTimes) {
    // An ISO date-time without an offset is read as local time.
    this.#times = localDateTimes.map((text) => ({ startsAt: new Date(text).getTime() }));
  }

  async list(): Promise<readonly MealTime[]> {
    return this.#times;
  }
}
