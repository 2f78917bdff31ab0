import type { MealDay } from "../meetups/MealDay";
import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { STANDBY_CLOSES_BEFORE_LAST_SLOT_MS } from "./rescueRules";

/** When "I'm free today" closes: two hours before the day's last time. */
export const standbyClosesAt = (day: MealDay): EpochMillis =>
  (day.slots.at(-1) ?? 0) - STANDBY_CLOSES_BEFORE_LAST_SLOT_MS;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The date ("2026-11-25") of an instant on the schedule's clock. */
export function dateOn(instant: EpochMillis, timeZone: string | null): string {
  const wall = wallTimeAt(instant, timeZone);
  return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
}

/**
 * "I'm free today" can be said (or taken back) on the meal day itself, on the schedule's clock,
 * after its cut-off too, until two hours before its last time.
 */
export function isStandbyOpen(day: MealDay, now: EpochMillis, timeZone: string | null): boolean {
  return dateOn(now, timeZone) === day.id.slice(0, 10) && now < standbyClosesAt(day);
}
