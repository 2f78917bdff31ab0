import type { TableSizeRange } from "../matching/seatingModel";
import { mealDaysBetween, optInClosesAt, optInOpensAt } from "../meetups/MealDay";
import { mixersBetween, rsvpClosesAt, rsvpOpensAt } from "../mixers/Mixer";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MatchedMealKind } from "../schedule/mealKinds";
import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { WEEK_MS } from "../shared/time";

/** How far ahead the Schedule section's preview looks. */
export const SCHEDULE_PREVIEW_WEEKS = 4;

/** A matched meal day in the preview: its times, when its opt-in opens, and its cut-off, when the round runs. */
export interface PreviewedMealDay {
  readonly kind: MatchedMealKind;
  readonly dayId: string;
  readonly slots: readonly EpochMillis[];
  /** A group dinner's table sizes, slot by slot; empty for lunches for two. */
  readonly tableSizes: readonly TableSizeRange[];
  readonly optInOpensAt: EpochMillis;
  /** Opt-in closes and the round runs. */
  readonly roundRunsAt: EpochMillis;
}

/** A mixer in the preview: joined by RSVP, not matched. */
export interface PreviewedMixer {
  readonly kind: "mixer";
  readonly title: string;
  readonly startsAt: EpochMillis;
  readonly endsAt: EpochMillis;
  readonly capacity: number;
  readonly rsvpOpensAt: EpochMillis;
  readonly rsvpClosesAt: EpochMillis;
}

export type PreviewedMeal = PreviewedMealDay | PreviewedMixer;

/** One date of the preview, on the schedule's clock ("2026-12-03"), with its meals in time order. */
export interface PreviewedDate {
  readonly date: string;
  readonly meals: readonly PreviewedMeal[];
}

const twoDigits = (value: number) => String(value).padStart(2, "0");
const startOf = (meal: PreviewedMeal) => (meal.kind === "mixer" ? meal.startsAt : (meal.slots[0] ?? 0));

/**
 * What the schedule gives over the next SCHEDULE_PREVIEW_WEEKS from `now`: each date's meals with
 * the rules students live by (MealDay's opt-in window and cut-off, Mixer's RSVP window), so that an
 * operator sees a change's effect before saving it and after.
 */
export function schedulePreview(calendar: MealCalendar, now: EpochMillis): PreviewedDate[] {
  const to = now + SCHEDULE_PREVIEW_WEEKS * WEEK_MS;
  const meals: PreviewedMeal[] = [
    ...mealDaysBetween(calendar, now, to).map(
      (day): PreviewedMealDay => ({
        kind: day.kind,
        dayId: day.id,
        slots: day.slots,
        tableSizes: day.tableSizes,
        optInOpensAt: optInOpensAt(day),
        roundRunsAt: optInClosesAt(day),
      }),
    ),
    ...mixersBetween(calendar, now, to).map(
      (mixer): PreviewedMixer => ({
        kind: "mixer",
        title: mixer.title,
        startsAt: mixer.startsAt,
        endsAt: mixer.endsAt,
        capacity: mixer.capacity,
        rsvpOpensAt: rsvpOpensAt(mixer),
        rsvpClosesAt: rsvpClosesAt(mixer),
      }),
    ),
  ].sort((a, b) => startOf(a) - startOf(b));
  const dates = new Map<string, PreviewedMeal[]>();
  for (const meal of meals) {
    const wall = wallTimeAt(startOf(meal), calendar.timeZone);
    const date = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
    dates.set(date, [...(dates.get(date) ?? []), meal]);
  }
  return [...dates].map(([date, dayMeals]) => ({ date, meals: dayMeals }));
}
