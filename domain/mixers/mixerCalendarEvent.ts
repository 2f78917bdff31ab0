import { mealCalendarEvent } from "../meals/calendarEvent";
import type { EpochMillis } from "../shared/EpochMillis";
import type { MixerCard } from "./mixerCards";

/** A mixer the student is going to, as an iCalendar file: its title, start to end, place and what to do at the door. */
export function mixerCalendarEvent(card: MixerCard, now: EpochMillis, host: string): string {
  const { mixer, place } = card;
  return mealCalendarEvent({ startsAt: mixer.startsAt }, now, host, {
    id: `mixer-${card.eventId}`,
    summary: `Strangers mixer: ${mixer.title}`,
    endsAt: mixer.endsAt,
    location: place === null ? undefined : `${place.name}, ${place.address} (${place.meetingPoint})`,
    description:
      "At the door, from 15 minutes before the start, tap I'm here in the app. At the start everyone there is split into small icebreaker circles.",
  });
}
