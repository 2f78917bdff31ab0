import { HOUR_MS } from "../shared/time";
import type { MealTime } from "./MealTime";

/** How long a meal is put in the calendar for (the spec gives start times only). */
export const MEAL_EVENT_DURATION_MS = HOUR_MS;
export const MEAL_EVENT_SUMMARY = "Strangers meal";

/** A UTC date-time in iCalendar's basic format: 20250905T223000Z (RFC 5545 §3.3.5, form #2). */
function icsDateTime(epochMillis: number): string {
  return `${new Date(epochMillis).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * The next meal as an iCalendar file (RFC 5545) with one event: a stable UID per
 * meal time (so adding it twice updates one entry), the time it was made, start
 * in UTC and an end an hour later. Lines end with CRLF, as the format requires.
 */
export function mealCalendarEvent(meal: MealTime, now: number, host: string): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Strangers//Meal times//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:meal-${meal.startsAt}@${host}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(meal.startsAt)}`,
    `DTEND:${icsDateTime(meal.startsAt + MEAL_EVENT_DURATION_MS)}`,
    `SUMMARY:${MEAL_EVENT_SUMMARY}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
