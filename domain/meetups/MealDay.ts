import type { TableSizeRange } from "../matching/seatingModel";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MatchedMealKind } from "../schedule/mealKinds";
import { mealTimesBetween } from "../schedule/mealTimesBetween";
import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import { OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS, OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS } from "./meetupRules";

/**
 * A day with meals of one kind that matching seats: the unit students opt in for and matching runs
 * on (a "round"). Its id is its date on the schedule's clock, "2026-11-27", the same at every
 * school, for lunches for two; a day's group dinners are a round of their own, "2026-11-27-group-dinner".
 * (Mixers are not matched: see domain/mixers.)
 */
export interface MealDay {
  readonly id: string;
  readonly kind: MatchedMealKind;
  /** Its meal times (the slots a student can pick), in time order. */
  readonly slots: readonly EpochMillis[];
  /** A group dinner's table sizes, slot by slot (the same order as `slots`); empty for lunches for two. */
  readonly tableSizes: readonly TableSizeRange[];
}

/** The id's ending of a day's group dinners. */
const GROUP_DINNER_SUFFIX = "-group-dinner";

/** What a meal day's id looks like: "2026-11-27", or "2026-11-27-group-dinner". */
export const MEAL_DAY_ID_PATTERN = /^\d{4}-\d{2}-\d{2}(-group-dinner)?$/;

export const firstSlotOf = (day: MealDay): EpochMillis => day.slots[0] ?? 0;
export const optInOpensAt = (day: MealDay): EpochMillis => firstSlotOf(day) - OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS;
/** When opt-in closes and matching runs. */
export const optInClosesAt = (day: MealDay): EpochMillis => firstSlotOf(day) - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The meal days whose meals fall between `from` and `to`, in order (a date's lunches before its dinners). */
export function mealDaysBetween(calendar: MealCalendar, from: EpochMillis, to: EpochMillis): MealDay[] {
  const days = new Map<string, { kind: MatchedMealKind; slots: EpochMillis[]; tableSizes: TableSizeRange[] }>();
  for (const time of mealTimesBetween(calendar, from, to)) {
    if (time.kind === "mixer") continue;
    const wall = wallTimeAt(time.startsAt, calendar.timeZone);
    const date = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
    const id = time.kind === "group-dinner" ? `${date}${GROUP_DINNER_SUFFIX}` : date;
    const day = days.get(id) ?? { kind: time.kind, slots: [], tableSizes: [] };
    day.slots.push(time.startsAt);
    if (time.kind === "group-dinner") day.tableSizes.push(time.tableSize);
    days.set(id, day);
  }
  const order = (day: { slots: EpochMillis[] }) => day.slots[0] ?? 0;
  return [...days]
    .map(([id, day]) => ({ id, ...day }))
    .sort((a, b) => a.id.slice(0, 10).localeCompare(b.id.slice(0, 10)) || order(a) - order(b));
}

/** The meal day with this id, if the calendar has one. */
export function mealDayById(calendar: MealCalendar, id: string): MealDay | null {
  const [year = 0, month = 1, day = 1] = id.slice(0, 10).split("-").map(Number);
  const noon = Date.UTC(year, month - 1, day, 12);
  return (
    mealDaysBetween(calendar, noon - 2 * DAY_MS, noon + 2 * DAY_MS).find((candidate) => candidate.id === id) ?? null
  );
}

/** The meal days whose opt-in is open at `now` (opened already, not yet closed), the soonest first. */
export function openMealDays(calendar: MealCalendar, now: EpochMillis): MealDay[] {
  const candidates = mealDaysBetween(calendar, now, now + OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS + DAY_MS);
  return candidates
    .filter((day) => optInOpensAt(day) <= now && now < optInClosesAt(day))
    .sort((a, b) => firstSlotOf(a) - firstSlotOf(b));
}

/** The next meal day whose opt-in is open at `now`, of this kind or of any. */
export function openMealDay(calendar: MealCalendar, now: EpochMillis, kind?: MatchedMealKind): MealDay | null {
  return openMealDays(calendar, now).find((day) => kind === undefined || day.kind === kind) ?? null;
}

/** The meal day of the same kind just before `day` in the calendar, within the look-back: whose outcome gives priority. */
export function previousMealDay(calendar: MealCalendar, day: MealDay, lookBackMs: number): MealDay | null {
  const first = firstSlotOf(day);
  return (
    mealDaysBetween(calendar, first - lookBackMs, first)
      .filter((earlier) => earlier.kind === day.kind)
      .at(-1) ?? null
  );
}
