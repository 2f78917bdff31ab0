import { describe, expect, it } from "vitest";
import { mixerCalendarEvent } from "../../../domain/mixers/mixerCalendarEvent";
import { mealCalendarEvent } from "../../../domain/schedule/calendarEvent";
import { HOUR_MS } from "../../../domain/shared/time";
import { mixerCardAt } from "../../support/mixerCards";

/** Reads an iCalendar text back: its lines, and the properties of its one event. */
function parse(ics: string) {
  const lines = ics.split("\r\n");
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  const event = Object.fromEntries(
    lines.slice(start + 1, end).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );
  return { lines, event };
}

describe("calendar file of the next meal (RFC 5545)", () => {
  const meal = { startsAt: Date.UTC(2025, 8, 5, 22, 30) };
  const now = Date.UTC(2025, 8, 1, 12, 0, 5);

  it("is one VCALENDAR holding one VEVENT, with CRLF line ends", () => {
    const ics = mealCalendarEvent(meal, now, "strangers.app");
    const { lines } = parse(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("has a UID, a DTSTAMP, the start in UTC, an end one hour later and the summary", () => {
    const { event } = parse(mealCalendarEvent(meal, now, "strangers.app"));
    expect(event).toEqual({
      UID: `meal-${meal.startsAt}@strangers.app`,
      DTSTAMP: "20250901T120005Z",
      DTSTART: "20250905T223000Z",
      DTEND: "20250905T233000Z",
      SUMMARY: "Strangers meal",
    });
  });

  it("keeps the same UID for the same meal, so adding it twice updates one entry", () => {
    const first = parse(mealCalendarEvent(meal, now, "strangers.app")).event.UID;
    const later = parse(mealCalendarEvent(meal, now + 86_400_000, "strangers.app")).event.UID;
    expect(later).toBe(first);
  });
});

describe("calendar file of a mixer the student is going to", () => {
  const startsAt = Date.UTC(2026, 10, 27, 0, 0);
  const card = mixerCardAt(startsAt, "going", {
    mixer: {
      id: "2026-11-26-mixer-1900",
      title: "Thursday night mixer",
      startsAt,
      endsAt: startsAt + 2 * HOUR_MS,
      capacity: 40,
    },
    eventId: "2026-11-26-mixer-1900_state.edu",
    place: { id: "hall", name: "Main Dining Hall", meetingPoint: "By the main doors", address: "1 College Way" },
  });

  it("runs from its start to its end, under its title, at its place, and says what to do at the door", () => {
    const { event } = parse(mixerCalendarEvent(card, Date.UTC(2026, 10, 23, 9), "strangers.app"));
    expect(event).toEqual({
      UID: "mixer-2026-11-26-mixer-1900_state.edu@strangers.app",
      DTSTAMP: "20261123T090000Z",
      DTSTART: "20261127T000000Z",
      DTEND: "20261127T020000Z",
      SUMMARY: "Strangers mixer: Thursday night mixer",
      LOCATION: "Main Dining Hall\\, 1 College Way (By the main doors)",
      DESCRIPTION:
        "At the door\\, from 15 minutes before the start\\, tap I'm here in the app. At the start everyone there is split into small icebreaker circles.",
    });
  });

  it("names no place when the school has none", () => {
    const { event } = parse(mixerCalendarEvent({ ...card, place: null }, Date.UTC(2026, 10, 23, 9), "strangers.app"));
    expect(event).not.toHaveProperty("LOCATION");
  });
});
