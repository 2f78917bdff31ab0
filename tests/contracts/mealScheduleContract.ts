import { describe, expect, it } from "vitest";
import { EMPTY_MEAL_CALENDAR } from "../../domain/schedule/MealCalendar";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { instantOfWallTime } from "../../domain/schedule/wallClock";

/**
 * The schedule an adapter is set up with, as operators write it: dated times as local date-times in
 * `timeZone` ("2025-09-19T17:30"), each with its kind's fields as stored (`kind`, `table_size`,
 * `mixer`) or none; weekly entries as stored.
 */
export interface ScheduleData {
  readonly timeZone: string;
  readonly dated: readonly (string | { readonly at: string; readonly [field: string]: unknown })[];
  readonly weekly: readonly object[];
}

/** "2025-09-19T17:30" on a wall clock in `timeZone`, as an instant. */
export function instantOfLocalDateTime(text: string, timeZone: string): number {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = text.split(/[-T:]/).map(Number);
  return instantOfWallTime({ year, month, day }, hour, minute, timeZone);
}

/** Builds the adapter holding exactly this schedule (null: nothing at all). */
export type MealScheduleSetUp = (data: ScheduleData | null) => Promise<MealSchedule>;

/** What every MealSchedule adapter must do; run once per adapter. */
export function describeMealScheduleContract(adapterName: string, setUp: MealScheduleSetUp): void {
  describe(`MealSchedule contract: ${adapterName}`, () => {
    it("reads the dated times as instants, and the weekly times with their time zone", async () => {
      const schedule = await setUp({
        timeZone: "America/New_York",
        dated: ["2025-09-19T17:30", "2025-09-05T18:30", "2025-09-05T20:00"],
        weekly: [
          { weekday: "Wed", times: ["12:00", "12:30"] },
          { weekday: "Fri", times: ["17:30"] },
        ],
      });
      const calendar = await schedule.read();
      // 17:30 in New York in September (EDT, UTC−4) is 21:30 UTC.
      expect(calendar.dated.map((time) => time.startsAt).sort((a, b) => a - b)).toEqual([
        Date.UTC(2025, 8, 5, 22, 30),
        Date.UTC(2025, 8, 6, 0, 0),
        Date.UTC(2025, 8, 19, 21, 30),
      ]);
      expect(calendar.weekly).toEqual([
        { weekday: "Wed", times: ["12:00", "12:30"], kind: "lunch-for-two" },
        { weekday: "Fri", times: ["17:30"], kind: "lunch-for-two" },
      ]);
      expect(calendar.timeZone).toBe("America/New_York");
    });

    it("reads each meal time's kind: lunches for two, group dinners with their table sizes, mixers", async () => {
      const mixer = { title: "Winter mixer", duration_minutes: 120, capacity: 40 };
      const schedule = await setUp({
        timeZone: "America/New_York",
        dated: [
          { at: "2026-12-03T19:00", kind: "mixer", mixer },
          { at: "2026-12-04T18:00", kind: "group-dinner", table_size: { min: 3, max: 5 } },
        ],
        weekly: [
          { weekday: "Wed", times: ["12:00"] },
          { weekday: "Fri", times: ["18:30"], kind: "group-dinner" },
          { weekday: "Thu", times: ["19:00"], kind: "mixer", mixer },
        ],
      });
      const calendar = await schedule.read();
      expect([...calendar.dated].sort((a, b) => a.startsAt - b.startsAt)).toEqual([
        {
          startsAt: Date.UTC(2026, 11, 4, 0, 0),
          kind: "mixer",
          mixer: { title: "Winter mixer", durationMinutes: 120, capacity: 40 },
        },
        { startsAt: Date.UTC(2026, 11, 4, 23, 0), kind: "group-dinner", tableSize: { min: 3, max: 5 } },
      ]);
      expect(calendar.weekly).toEqual([
        { weekday: "Wed", times: ["12:00"], kind: "lunch-for-two" },
        { weekday: "Fri", times: ["18:30"], kind: "group-dinner", tableSize: { min: 4, max: 6 } },
        {
          weekday: "Thu",
          times: ["19:00"],
          kind: "mixer",
          mixer: { title: "Winter mixer", durationMinutes: 120, capacity: 40 },
        },
      ]);
    });

    it("reads an empty calendar when it holds nothing", async () => {
      const schedule = await setUp(null);
      expect(await schedule.read()).toEqual(EMPTY_MEAL_CALENDAR);
    });
  });
}
