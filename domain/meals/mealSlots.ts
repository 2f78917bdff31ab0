import type { MealTime } from "./MealTime";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A meal time as a weekly slot in local time, as profiles store it: "Fri 17:30". */
export function mealSlotOf(time: MealTime): string {
  const date = new Date(time.startsAt);
  const hours = String(date.getHours()).padStart(2, "0");
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${WEEKDAYS[date.getDay()]} ${hours}:${minutes}`;
}

/** The distinct weekly slots of a schedule, in week order (Sunday first) then time. */
export function mealSlotsOf(times: readonly MealTime[]): string[] {
  const byKey = new Map<string, string>();
  for (const time of times) {
    const date = new Date(time.startsAt);
    const key = `${date.getDay()}-${String(date.getHours()).padStart(2, "0")}${String(date.getMinutes()).padStart(2, "0")}`;
    byKey.set(key, mealSlotOf(time));
  }
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, slot]) => slot);
}
