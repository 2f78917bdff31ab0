import type { Place } from "../meetups/Place";
import { checkInOpensAt, mixersBetween } from "../mixers/Mixer";
import { isCheckedIn, type MixerEvent, type Rsvp } from "../mixers/MixerEvent";
import { MIXER_EVENTS_PAGE_SIZE } from "../mixers/RunMixerJobs";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { EpochMillis } from "../shared/EpochMillis";
import { WEEK_MS } from "../shared/time";

/** The Mixers section shows the mixers that start from this long ago to this long ahead. */
export const MIXERS_SHOWN_AROUND_MS = 2 * WEEK_MS;

/** One school's event of a mixer, as the console shows it. */
export interface SchoolMixer {
  readonly school: string;
  /** Where its students meet, or null when the school had no place. */
  readonly place: Place | null;
  readonly going: number;
  readonly waitlisted: number;
  /** Going, and said "I'm here" since their last RSVP. */
  readonly checkedIn: number;
  /** How many are seated in each circle, by the circle's index (empty until the circles are formed). */
  readonly circleSizes: readonly number[];
  readonly circlesFormedAt: EpochMillis | null;
}

export interface MixerSummary {
  readonly mixerId: string;
  readonly title: string;
  readonly startsAt: EpochMillis;
  readonly endsAt: EpochMillis;
  /** Places per school. */
  readonly capacity: number;
  /** The schools whose students RSVPed, by school; empty until a first RSVP. */
  readonly schools: readonly SchoolMixer[];
}

/** What the overview reads: a mixer's events, and an event's RSVPs (only once its check-in has opened). */
export interface MixerReads {
  /** A mixer's events a page at a time, ordered by id, after `afterId` (the MixerLedger's). */
  eventsOf(mixerId: string, limit: number, afterId: string | null): Promise<readonly MixerEvent[]>;
  rsvpsOf(eventId: string): Promise<readonly Rsvp[]>;
}

/** One school's event, from the event and its RSVPs: who checked in, and how many sit in each circle. */
export function schoolMixerOf(event: MixerEvent, rsvps: readonly Rsvp[]): SchoolMixer {
  const circleSizes: number[] = Array.from({ length: event.circles }, () => 0);
  for (const rsvp of rsvps) {
    if (rsvp.status !== "going" || rsvp.circle === null) continue;
    circleSizes[rsvp.circle] = (circleSizes[rsvp.circle] ?? 0) + 1;
  }
  return {
    school: event.school,
    place: event.place,
    going: event.going,
    waitlisted: event.waitlisted,
    checkedIn: rsvps.filter(isCheckedIn).length,
    circleSizes,
    circlesFormedAt: event.circlesFormedAt,
  };
}

/**
 * The mixers around now (MIXERS_SHOWN_AROUND_MS either side), each with its schools' events. The
 * reads are bounded by that range: a mixer's events, and the RSVPs only of an event whose check-in
 * has opened (before it nobody has checked in or sits in a circle).
 */
export async function mixersOverview(
  calendar: MealCalendar,
  reads: MixerReads,
  now: EpochMillis,
): Promise<MixerSummary[]> {
  const mixers = mixersBetween(calendar, now - MIXERS_SHOWN_AROUND_MS, now + MIXERS_SHOWN_AROUND_MS);
  return Promise.all(
    mixers.map(async (mixer) => {
      const events = await everyEventOf(reads, mixer.id);
      const checkInOpened = now >= checkInOpensAt(mixer);
      const schools = await Promise.all(
        events.map(async (event) => schoolMixerOf(event, checkInOpened ? await reads.rsvpsOf(event.id) : [])),
      );
      return {
        mixerId: mixer.id,
        title: mixer.title,
        startsAt: mixer.startsAt,
        endsAt: mixer.endsAt,
        capacity: mixer.capacity,
        schools: schools.sort((a, b) => a.school.localeCompare(b.school)),
      };
    }),
  );
}

/** Every school's event of a mixer, page by page (the console shows them all). */
async function everyEventOf(reads: MixerReads, mixerId: string): Promise<MixerEvent[]> {
  const events: MixerEvent[] = [];
  for (let afterId: string | null = null; ; ) {
    const page = await reads.eventsOf(mixerId, MIXER_EVENTS_PAGE_SIZE, afterId);
    events.push(...page);
    afterId = page.at(-1)?.id ?? null;
    if (page.length < MIXER_EVENTS_PAGE_SIZE || afterId === null) return events;
  }
}
