import { describe, expect, it } from "vitest";
import type { MealCalendar } from "../../../domain/schedule/MealCalendar";
import { mealTimesBetween } from "../../../domain/schedule/mealTimesBetween";
import { DAY_MS } from "../../../domain/shared/time";

describe("meal times between two instants", () => {
  it("lists the dated times, then the weekly times after the last of them, in order", () => {
    const calendar: MealCalendar = {
      dated: [{ startsAt: new Date("2025-09-05T18:30").getTime(), kind: "lunch-for-two" }],
      weekly: [
        { weekday: "Fri", times: ["18:00"], kind: "lunch-for-two" },
        { weekday: "Wed", times: ["12:00"], kind: "lunch-for-two" },
      ],
      timeZone: null,
    };
    const from = new Date("2025-09-01T00:00").getTime();
    expect(mealTimesBetween(calendar, from, from + 14 * DAY_MS).map((time) => new Date(time.startsAt))).toEqual([
      new Date("2025-09-05T18:30"),
      new Date("2025-09-10T12:00"),
      new Date("2025-09-12T18:00"),
    ]);
  });

  it("places weekly times on the schedule's own clock, across a daylight-saving change", () => {
    const calendar: MealCalendar = {
      dated: [],
      weekly: [{ weekday: "Fri", times: ["17:30"], kind: "lunch-for-two" }],
      timeZone: "America/New_York",
    };
    const from = Date.UTC(2026, 9, 26); // Monday 26 October 2026; New York leaves summer time on 1 November
    expect(mealTimesBetween(calendar, from, from + 14 * DAY_MS).map((time) => time.startsAt)).toEqual([
      Date.UTC(2026, 9, 30, 21, 30), // EDT, UTC−4
      Date.UTC(2026, 10, 6, 22, 30), // EST, UTC−5
    ]);
  });

  it("has nothing in an empty calendar", () => {
    expect(mealTimesBetween({ dated: [], weekly: [], timeZone: null }, 0, 30 * DAY_MS)).toEqual([]);
  });
});
