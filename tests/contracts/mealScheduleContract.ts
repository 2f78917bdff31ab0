import { describe, expect, it } from "vitest";
import type { MealSchedule } from "../../domain/ports/MealSchedule";

/** Builds the adapter holding exactly these meal times (given as local date-times, e.g. "2025-09-19T17:30"). */
export type MealScheduleSetUp = (localDateTimes: readonly string[]) => Promise<MealSchedule>;

/** What every MealSchedule adapter must do; run once per adapter. */
export function describeMealScheduleContract(adapterName: string, setUp: MealScheduleSetUp): void {
  describe(`MealSchedule contract: ${adapterName}`, () => {
    it("lists every meal time it holds, as instants in milliseconds", async () => {
      const times = ["2025-09-19T17:30", "2025-09-05T18:30", "2025-09-05T20:00"];
      const schedule = await setUp(times);
      const listed = (await schedule.list()).map((time) => time.startsAt).sort((a, b) => a - b);
      expect(listed).toEqual(times.map((text) => new Date(text).getTime()).sort((a, b) => a - b));
    });

    it("lists nothing when it holds nothing", async () => {
      const schedule = await setUp([]);
      expect(await schedule.list()).toEqual([]);
    });
  });
}
