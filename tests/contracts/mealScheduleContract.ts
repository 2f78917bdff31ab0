import { describe, expect, it } from "vitest";
import { EMPTY_MEAL_CALENDAR, type MealCalendar } from "../../domain/meals/MealCalendar";
import { instantOfWallTime } from "../../domain/meals/wallClock";
import type { MealSchedule } from "../../domain/ports/MealSchedule";

/** The schedule an adapter is set up with: dated times as local date-times in `timeZone` ("2025-09-19T17:30"). */
export interface ScheduleData {
  readonly timeZone: string;
  readonly dated: readonly string[];
  readonly weekly: MealCalendar["weekly"];
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
        { weekday: "Wed", times: ["12:00", "12:30"] },
        { weekday: "Fri", times: ["17:30"] },
      ]);
      expect(calendar.timeZone).toBe("America/New_York");
    });

    it("reads an empty calendar when it holds nothing", async () => {
      const schedule = await setUp(null);
      expect(await schedule.read()).toEqual(EMPTY_MEAL_CALENDAR);
    });
  });
}
