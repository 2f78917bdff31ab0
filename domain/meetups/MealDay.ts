import type { MealCalendar } from "../meals/MealCalendar";
import { mealTimesBetween } from "../meals/mealTimesBetween";
import { wallTimeAt } from "../meals/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import { OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS, OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS } from "./meetupRules";

/**
 * A day with meals: the unit students opt in for and matching runs on (a "round"). Its id is its
 * date on the schedule's clock, "2026-11-27", the same at every school.
 */
export interface MealDay {
  readonly id: string;
  /** Its meal times (the slots a student can pick), in time order. */
  readonly slots: readonly EpochMillis[];
}

export const firstSlotOf = (day: MealDay): EpochMillis => day.slots[0] ?? 0;
export const optInOpensAt = (day: MealDay): EpochMillis => firstSlotOf(day) - OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS;
/** When opt-in closes and matching runs. */
export const optInClosesAt = (day: MealDay): EpochMillis => firstSlotOf(day) - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The meal days whose meals fall between `from` and `to`, in order. */
export function mealDaysBetween(calendar: MealCalendar, from: EpochMillis, to: EpochMillis): MealDay[] {
  const days = new Map<string, EpochMillis[]>();
  for (const time of mealTimesBetween(calendar, from, to)) {
    const wall = wallTimeAt(time.startsAt, calendar.timeZone);
    const id = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
    days.set(id, [...(days.get(id) ?? []), time.startsAt]);
  }
  return [...days].map(([id, slots]) => ({ id, slots }));
}

/** The meal day with this id, if the calendar has one. */
export function mealDayById(calendar: MealCalendar, id: string): MealDay | null {
  const [year = 0, month = 1, day = 1] = id.split("-").map(Number);
  const noon = Date.UTC(year, month - 1, day, 12);
  return (
    mealDaysBetween(calendar, noon - 2 * DAY_MS, noon + 2 * DAY_MS).find((candidate) => candidate.id === id) ?? null
  );
}

/** The next meal day whose opt-in is open at `now`: opened already, not yet closed. */
export function openMealDay(calendar: MealCalendar, now: EpochMillis): MealDay | null {
  const candidates = mealDaysBetween(calendar, now, now + OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS + DAY_MS);
  return candidates.find((day) => optInOpensAt(day) <= now && now < optInClosesAt(day)) ?? null;
}

/** The meal day just before `day` in the calendar, within the look-back: whose outcome gives priority. */
export function previousMealDay(calendar: MealCalendar, day: MealDay, lookBackMs: number): MealDay | null {
  const first = firstSlotOf(day);
  return mealDaysBetween(calendar, first - lookBackMs, first).at(-1) ?? null;
}
