import { describe, expect, it } from "vitest";
import { countdownAt } from "../../../domain/schedule/countdown";
import { earliestFutureMeal } from "../../../domain/schedule/earliestFutureMeal";
import type { MealCalendar } from "../../../domain/schedule/MealCalendar";

const at = (text: string) => ({ startsAt: new Date(text).getTime(), kind: "lunch-for-two" as const });
const SPEC_TIMES = [
  at("2025-09-19T17:30"),
  at("2025-09-19T18:00"),
  at("2025-09-19T18:30"),
  at("2025-09-05T18:30"),
  at("2025-09-05T20:00"),
  at("2025-09-05T20:30"),
];
/** The spec's schedule: six dated times and nothing after them. */
const SPEC_ONLY: MealCalendar = { dated: SPEC_TIMES, weekly: [], timeZone: null };
/** The spec's six, then Friday dinners every week. */
const WITH_FRIDAYS: MealCalendar = {
  ...SPEC_ONLY,
  weekly: [{ weekday: "Fri", times: ["17:30", "18:00", "18:30"], kind: "lunch-for-two" }],
};
const time = (text: string) => new Date(text).getTime();

describe("next meal time (spec §4 Dashboard countdown)", () => {
  it("picks the earliest listed time still in the future, whatever the list order", () => {
    expect(earliestFutureMeal(SPEC_ONLY, time("2025-09-01T00:00"))).toEqual(at("2025-09-05T18:30"));
    expect(earliestFutureMeal(SPEC_ONLY, time("2025-09-05T19:00"))).toEqual(at("2025-09-05T20:00"));
    expect(earliestFutureMeal(SPEC_ONLY, time("2025-09-10T00:00"))).toEqual(at("2025-09-19T17:30"));
  });

  it("does not count a meal time that starts right now", () => {
    expect(earliestFutureMeal(SPEC_ONLY, time("2025-09-05T18:30"))).toEqual(at("2025-09-05T20:00"));
  });

  it("keeps the spec's dates as they are when weekly times follow them", () => {
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2025-09-01T00:00"))).toEqual(at("2025-09-05T18:30"));
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2025-09-10T00:00"))).toEqual(at("2025-09-19T17:30"));
  });

  it("goes on with the weekly times after the last dated one, so any later day has a meal within a week", () => {
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2025-09-19T18:30"))).toEqual(at("2025-09-26T17:30"));
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2026-11-23T09:00"))).toEqual(at("2026-11-27T17:30"));
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2026-11-27T18:10"))).toEqual(at("2026-11-27T18:30"));
    expect(earliestFutureMeal(WITH_FRIDAYS, time("2026-11-27T18:30"))).toEqual(at("2026-12-04T17:30"));
  });

  it("counts whole days, hours and minutes", () => {
    const countdown = countdownAt(SPEC_ONLY, time("2025-09-03T16:05:30"));
    expect(countdown).toMatchObject({ days: 2, hours: 2, minutes: 24 });
  });

  it("shows zeros when no time remains in a schedule without weekly times", () => {
    expect(countdownAt(SPEC_ONLY, time("2025-09-20T00:00"))).toEqual({
      next: null,
      days: 0,
      hours: 0,
      minutes: 0,
      at: time("2025-09-20T00:00"),
    });
    expect(countdownAt({ dated: [], weekly: [], timeZone: null }, 0)).toMatchObject({ days: 0, hours: 0, minutes: 0 });
  });
});
