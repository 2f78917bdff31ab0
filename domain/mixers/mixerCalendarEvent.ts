import { placeWithAddress } from "../meetups/Place";
import { mealCalendarEvent } from "../schedule/calendarEvent";
import type { EpochMillis } from "../shared/EpochMillis";
import { MINUTE_MS } from "../shared/time";
import type { MixerCard } from "./mixerCards";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "./mixerRules";

/** A mixer the student is going to, as an iCalendar file: its title, start to end, place and what to do at the door. */
export function mixerCalendarEvent(card: MixerCard, now: EpochMillis, host: string): string {
  const { mixer, place } = card;
  return mealCalendarEvent({ startsAt: mixer.startsAt }, now, host, {
    id: `mixer-${card.eventId}`,
    summary: `Strangers mixer: ${mixer.title}`,
    endsAt: mixer.endsAt,
    location: place === null ? undefined : placeWithAddress(place),
    description: `At the door, from ${CHECK_IN_OPENS_BEFORE_START_MS / MINUTE_MS} minutes before the start, tap I'm here in the app. At the start everyone there is split into small icebreaker circles.`,
  });
}
