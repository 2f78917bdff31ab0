import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import {
  OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS,
  OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS,
} from "../../../domain/meetups/meetupRules";
import { RSVP_OPENS_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { SCHEDULE_PREVIEW_WEEKS, schedulePreview } from "../../../domain/operations/schedulePreview";
import { parseMealSchedule } from "../../../domain/schedule/parseMealSchedule";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";

const calendar = (() => {
  const parsed = parseMealSchedule({
    timeZone: "America/Detroit",
    weekly: [
      { weekday: "Wed", times: ["12:00", "12:30"], kind: "lunch-for-two" },
      { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 3, max: 5 } },
      {
        weekday: "Thu",
        times: ["19:00"],
        kind: "mixer",
        mixer: { title: "Thursday mixer", duration_minutes: 90, capacity: 40 },
      },
    ],
    dated: [],
  });
  if (!parsed.ok) throw new Error("valid");
  return parsed.calendar;
})();

/** Monday 30 November 2026, 09:00 in Detroit (14:00 UTC). */
const clock = new ManualClock(Date.UTC(2026, 10, 30, 14));

describe("schedulePreview: the next four weeks as the students will live them", () => {
  const preview = schedulePreview(calendar, clock.now());

  it("lists each date of the next four weeks with its meals, in the schedule's time zone", () => {
    expect(SCHEDULE_PREVIEW_WEEKS).toBe(4);
    expect(preview.map((date) => date.date)).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-16",
      "2026-12-17",
      "2026-12-18",
      "2026-12-23",
      "2026-12-24",
      "2026-12-25",
    ]);
  });

  it("gives a meal day's times, when its opt-in opens and when its round runs (the meetups' own rules)", () => {
    const wednesday = Date.UTC(2026, 11, 2, 17);
    expect(preview[0]).toEqual({
      date: "2026-12-02",
      meals: [
        {
          kind: "lunch-for-two",
          dayId: "2026-12-02",
          slots: [wednesday, wednesday + 30 * MINUTE_MS],
          tableSizes: [],
          optInOpensAt: wednesday - OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS,
          roundRunsAt: wednesday - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS,
        },
      ],
    });
    expect(preview[2]?.meals[0]).toMatchObject({
      kind: "group-dinner",
      dayId: "2026-12-04-group-dinner",
      tableSizes: [{ min: 3, max: 5 }],
    });
  });

  it("gives a mixer its end and its RSVP window, not a round", () => {
    const thursday = Date.UTC(2026, 11, 4, 0);
    expect(preview[1]?.meals).toEqual([
      {
        kind: "mixer",
        title: "Thursday mixer",
        startsAt: thursday,
        endsAt: thursday + 90 * MINUTE_MS,
        capacity: 40,
        rsvpOpensAt: thursday - RSVP_OPENS_BEFORE_START_MS,
        rsvpClosesAt: thursday,
      },
    ]);
  });

  it("moves with the clock: a week later the first week is gone and a fifth comes in", () => {
    clock.advanceBy(7 * 24 * HOUR_MS);
    const later = schedulePreview(calendar, clock.now());
    expect(later[0]?.date).toBe("2026-12-09");
    expect(later.at(-1)?.date).toBe("2027-01-01");
  });
});
