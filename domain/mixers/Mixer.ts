import type { MealCalendar } from "../schedule/MealCalendar";
import { mealTimesBetween } from "../schedule/mealTimesBetween";
import { wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS, MINUTE_MS } from "../shared/time";
import { CHECK_IN_OPENS_BEFORE_START_MS, RSVP_CLOSES_BEFORE_START_MS, RSVP_OPENS_BEFORE_START_MS } from "./mixerRules";

/**
 * A mixer of the schedule (operator data): an evening event with a title, a start, an end and a
 * capacity, the same at every school. Each school's students fill their own places (MixerEvent).
 */
export interface Mixer {
  /** Its date and start on the schedule's clock: "2026-12-03-mixer-1900". */
  readonly id: string;
  readonly title: string;
  readonly startsAt: EpochMillis;
  readonly endsAt: EpochMillis;
  /** Places per school. */
  readonly capacity: number;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A mixer's id: its date and start time on the schedule's clock (a mixer is one at one time). */
export function mixerIdOf(startsAt: EpochMillis, timeZone: string | null): string {
  const wall = wallTimeAt(startsAt, timeZone);
  return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}-mixer-${twoDigits(wall.hour)}${twoDigits(wall.minute)}`;
}

/** The mixers that start between `from` (included) and `to` (excluded), in time order. */
export function mixersBetween(calendar: MealCalendar, from: EpochMillis, to: EpochMillis): Mixer[] {
  return mealTimesBetween(calendar, from, to).flatMap((time) =>
    time.kind === "mixer"
      ? [
          {
            id: mixerIdOf(time.startsAt, calendar.timeZone),
            title: time.mixer.title,
            startsAt: time.startsAt,
            endsAt: time.startsAt + time.mixer.durationMinutes * MINUTE_MS,
            capacity: time.mixer.capacity,
          },
        ]
      : [],
  );
}

/** The mixer with this id, if the calendar has one. */
export function mixerById(calendar: MealCalendar, id: string): Mixer | null {
  const [year = 0, month = 1, day = 1] = id.slice(0, 10).split("-").map(Number);
  const noon = Date.UTC(year, month - 1, day, 12);
  return mixersBetween(calendar, noon - 2 * DAY_MS, noon + 2 * DAY_MS).find((mixer) => mixer.id === id) ?? null;
}

export const rsvpOpensAt = (mixer: Mixer): EpochMillis => mixer.startsAt - RSVP_OPENS_BEFORE_START_MS;
export const rsvpClosesAt = (mixer: Mixer): EpochMillis => mixer.startsAt - RSVP_CLOSES_BEFORE_START_MS;
export const checkInOpensAt = (mixer: Mixer): EpochMillis => mixer.startsAt - CHECK_IN_OPENS_BEFORE_START_MS;

/** Whether "I'm here" is taken at `now`: from 15 minutes before the start until the end. */
export const isCheckInOpen = (mixer: Mixer, now: EpochMillis): boolean =>
  now >= checkInOpensAt(mixer) && now < mixer.endsAt;

/** The mixers a student sees at `now`: their RSVP has opened and they have not ended, the soonest first. */
export function mixersInView(calendar: MealCalendar, now: EpochMillis): Mixer[] {
  return mixersBetween(calendar, now - DAY_MS, now + RSVP_OPENS_BEFORE_START_MS + 1).filter(
    (mixer) => rsvpOpensAt(mixer) <= now && now < mixer.endsAt,
  );
}
