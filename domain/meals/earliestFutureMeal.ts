import type { EpochMillis } from "../shared/EpochMillis";
import type { MealTime } from "./MealTime";

/** The earliest listed meal time still in the future at `now`, or null (spec §4 Dashboard countdown). */
export function earliestFutureMeal(times: readonly MealTime[], now: EpochMillis): MealTime | null {
  let next: MealTime | null = null;
  for (const time of times) {
    if (time.startsAt > now && (next === null || time.startsAt < next.startsAt)) next = time;
  }
  return next;
}
