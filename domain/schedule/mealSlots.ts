import type { EpochMillis } from "../shared/EpochMillis";
import type { MealCalendar } from "./MealCalendar";
import type { MealTime } from "./MealTime";
import { wallTimeAt } from "./wallClock";
import { WEEKDAYS } from "./weekdays";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A meal time as the weekly slot profiles store, in the calendar's zone: "Fri 17:30". */
export function mealSlotOf(time: MealTime, timeZone: string | null): string {
  const wall = wallTimeAt(time.startsAt, timeZone);
  return `${WEEKDAYS[wall.weekday]} ${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

/** Week order (Sunday first), then time of day. */
function slotOrder(slot: string): string {
  const [weekday = "", time = ""] = slot.split(" ");
  return `${WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number])}-${time}`;
}

/**
 * The weekly slots a student can choose from at `now`: every weekly time, and the slot of each
 * dated time still ahead, each once, in week order. Only meals that matching seats: a mixer is
 * joined by RSVP, not by the times a student prefers.
 */
export function mealSlotsOf(calendar: MealCalendar, now: EpochMillis): string[] {
  const slots = new Set<string>();
  for (const rule of calendar.weekly) {
    if (rule.kind !== "mixer") for (const time of rule.times) slots.add(`${rule.weekday} ${time}`);
  }
  for (const time of calendar.dated) {
    if (time.kind !== "mixer" && time.startsAt > now) slots.add(mealSlotOf(time, calendar.timeZone));
  }
  return [...slots].sort((a, b) => slotOrder(a).localeCompare(slotOrder(b)));
}
