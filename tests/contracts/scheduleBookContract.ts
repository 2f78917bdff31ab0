import { describe, expect, it } from "vitest";
import type { ScheduleBook } from "../../domain/operations/ports/ScheduleBook";
import type { MealCalendar } from "../../domain/schedule/MealCalendar";
import { mealTimesBetween } from "../../domain/schedule/mealTimesBetween";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { DAY_MS } from "../../domain/shared/time";

/** A book to save through, and the schedule as a student's side reads it after. */
export interface ScheduleBookSetUp {
  readonly book: ScheduleBook;
  readonly students: () => Promise<MealSchedule>;
}

const DECEMBER_3 = Date.UTC(2026, 11, 4, 0);

const EDITED: MealCalendar = {
  timeZone: "America/Detroit",
  weekly: [
    { weekday: "Wed", times: ["12:15", "12:45"], kind: "lunch-for-two" },
    { weekday: "Fri", times: ["18:00"], kind: "group-dinner", tableSize: { min: 3, max: 5 } },
    {
      weekday: "Thu",
      times: ["19:00"],
      kind: "mixer",
      mixer: { title: "Thursday mixer", durationMinutes: 90, capacity: 40 },
    },
  ],
  dated: [
    { startsAt: DECEMBER_3, kind: "lunch-for-two" },
    { startsAt: DECEMBER_3, kind: "mixer", mixer: { title: "Winter mixer", durationMinutes: 120, capacity: 60 } },
  ],
};

const sorted = (calendar: MealCalendar): MealCalendar => ({
  ...calendar,
  dated: [...calendar.dated].sort((a, b) => a.startsAt - b.startsAt || a.kind.localeCompare(b.kind)),
});

/** What every ScheduleBook adapter must do: a save replaces the whole schedule, and students read it at once. */
export function describeScheduleBookContract(adapterName: string, setUp: () => Promise<ScheduleBookSetUp>): void {
  describe(`ScheduleBook contract: ${adapterName}`, () => {
    it("reads back what was saved, every kind with its details, and students read the same at once", async () => {
      const { book, students } = await setUp();
      await book.save(EDITED);
      expect(sorted(await book.read())).toEqual(sorted(EDITED));
      const read = await (await students()).read();
      expect(sorted(read)).toEqual(sorted(EDITED));
      expect(mealTimesBetween(read, DECEMBER_3 - DAY_MS, DECEMBER_3 + 8 * DAY_MS)).toEqual(
        mealTimesBetween(EDITED, DECEMBER_3 - DAY_MS, DECEMBER_3 + 8 * DAY_MS),
      );
    });

    it("replaces the whole schedule: dated times and weekly entries left out are gone", async () => {
      const { book, students } = await setUp();
      await book.save(EDITED);
      const fewer: MealCalendar = { timeZone: null, weekly: EDITED.weekly.slice(0, 1), dated: [] };
      await book.save(fewer);
      expect(await book.read()).toEqual(fewer);
      expect(await (await students()).read()).toEqual(fewer);
    });
  });
}
