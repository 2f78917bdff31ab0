import type { EpochMillis } from "../shared/EpochMillis";
import type { MealDay } from "./MealDay";
import { CONFIRM_BY_BEFORE_MEAL_MS, REMINDER_BEFORE_MEAL_MS } from "./meetupRules";
import { tableRevealAt } from "./tableRules";

/**
 * When each of the due jobs can have something to do at a meal time (a slot): outside every window
 * the slot's matches are not read at all. Each window closes at the slot: a job missed by a run
 * (or a match made late, by the waitlist or a rescue) is still done by the next run before the meal.
 */

/** The reminder: from REMINDER_BEFORE_MEAL_MS before the meal until it starts. */
export const reminderWindowOpen = (slot: EpochMillis, now: EpochMillis): boolean =>
  slot - REMINDER_BEFORE_MEAL_MS <= now && now < slot;

/** The cut-off (calling off a lunch for two not confirmed in time, merging a small table): from the confirmation deadline until the meal. */
export const cutOffWindowOpen = (slot: EpochMillis, now: EpochMillis): boolean =>
  slot - CONFIRM_BY_BEFORE_MEAL_MS <= now && now < slot;

/** A group dinner's reveal (its tables told who and where): from the table's reveal time until the meal. */
export const revealWindowOpen = (slot: EpochMillis, now: EpochMillis, timeZone: string | null): boolean =>
  tableRevealAt(slot, timeZone) <= now && now < slot;

/** What of a meal day may be due at `now`: the slots whose matches are read, and whether its tables are told. */
export interface DueWork {
  /** The slots with a reminder or a cut-off window open, in the day's order. */
  readonly slots: readonly EpochMillis[];
  /** A group dinner day with a reveal window open. */
  readonly reveal: boolean;
}

export function dueWorkOf(day: MealDay, now: EpochMillis, timeZone: string | null): DueWork {
  return {
    slots: day.slots.filter((slot) => reminderWindowOpen(slot, now) || cutOffWindowOpen(slot, now)),
    reveal: day.kind === "group-dinner" && day.slots.some((slot) => revealWindowOpen(slot, now, timeZone)),
  };
}

/** Nothing of the day can be due: none of its matches is read. */
export const nothingDue = (work: DueWork): boolean => work.slots.length === 0 && !work.reveal;
