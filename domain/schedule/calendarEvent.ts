import type { EpochMillis } from "../shared/EpochMillis";
import { HOUR_MS } from "../shared/time";
import type { MealTime } from "./MealTime";

/** How long a meal is put in the calendar for (the spec gives start times only). */
export const MEAL_EVENT_DURATION_MS = HOUR_MS;
export const MEAL_EVENT_SUMMARY = "Strangers meal";

/** A UTC date-time in iCalendar's basic format: 20250905T223000Z (RFC 5545 §3.3.5, form #2). */
function icsDateTime(epochMillis: number): string {
  return `${new Date(epochMillis).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** What an event says beyond its start: its own id, title, end (a meal's lasts an hour), place and notes. */
export interface EventDetails {
  readonly id?: string;
  readonly summary?: string;
  readonly endsAt?: EpochMillis;
  readonly location?: string;
  readonly description?: string;
}

/** Text as iCalendar writes it: backslashes, commas, semicolons and line breaks escaped (RFC 5545 §3.3.11). */
function icsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/[,;]/g, (char) => `\\${char}`)
    .replace(/\r?\n/g, "\\n");
}

/**
 * The next meal as an iCalendar file (RFC 5545) with one event: a stable UID per
 * meal time (so adding it twice updates one entry), the time it was made, start
 * in UTC and an end an hour later. Lines end with CRLF, as the format requires.
 */
export function mealCalendarEvent(meal: MealTime, now: number, host: string, details: EventDetails = {}): string {
  const optional = [
    details.location === undefined ? null : `LOCATION:${icsText(details.location)}`,
    details.description === undefined ? null : `DESCRIPTION:${icsText(details.description)}`,
  ].filter((line) => line !== null);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Strangers//Meal times//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${details.id ?? `meal-${meal.startsAt}`}@${host}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(meal.startsAt)}`,
    `DTEND:${icsDateTime(details.endsAt ?? meal.startsAt + MEAL_EVENT_DURATION_MS)}`,
    `SUMMARY:${icsText(details.summary ?? MEAL_EVENT_SUMMARY)}`,
    ...optional,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
