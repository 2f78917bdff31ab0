import { describe, expect, it } from "vitest";
import { countdownAt } from "../../../domain/meals/countdown";
import { earliestFutureMeal } from "../../../domain/meals/earliestFutureMeal";

const at = (text: string) => ({ startsAt: new Date(text).getTime() });
const SPEC_TIMES = [
  at("2025-09-19T17:30"),
  at("2025-09-19T18:00"),
  at("2025-09-19T18:30"),
  at("2025-09-05T18:30"),
  at("2025-09-05T20:00"),
  at("2025-09-05T20:30"),
];

describe("next meal time (spec §4 Dashboard countdown)", () => {
  it("picks the earliest listed time still in the future, whatever the list order", () => {
    expect(earliestFutureMeal(SPEC_TIMES, new Date("2025-09-01T00:00").getTime())).toEqual(at("2025-09-05T18:30"));
    expect(earliestFutureMeal(SPEC_TIMES, new Date("2025-09-05T19:00").getTime())).toEqual(at("2025-09-05T20:00"));
    expect(earliestFutureMeal(SPEC_TIMES, new Date("2025-09-10T00:00").getTime())).toEqual(at("2025-09-19T17:30"));
  });

  it("does not count a meal time that starts right now", () => {
    expect(earliestFutureMeal(SPEC_TIMES, new Date("2025-09-05T18:30").getTime())).toEqual(at("2025-09-05T20:00"));
  });

  it("counts whole days, hours and minutes", () => {
    const countdown = countdownAt(SPEC_TIMES, new Date("2025-09-03T16:05:30").getTime());
    expect(countdown).toMatchObject({ days: 2, hours: 2, minutes: 24 });
  });

  it("shows zeros when no time remains", () => {
    expect(countdownAt(SPEC_TIMES, new Date("2025-09-20T00:00").getTime())).toEqual({
      next: null,
      days: 0,
      hours: 0,
      minutes: 0,
    });
    expect(countdownAt([], 0)).toMatchObject({ days: 0, hours: 0, minutes: 0 });
  });
});
