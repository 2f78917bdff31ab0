import { describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import {
  mealDayById,
  mealDaysBetween,
  openMealDay,
  openMealDays,
  previousMealDay,
} from "../../../domain/meetups/MealDay";
import { DAY_MS, WEEK_MS } from "../../../domain/shared/time";

/** The app's own schedule: Wednesday lunches for two, a Thursday mixer, Friday group dinners (device time). */
const calendar = await new LocalMealSchedule().read();
/** Monday 23 November 2026, 09:00 on this machine's clock. */
const MONDAY = new Date(2026, 10, 23, 9, 0).getTime();
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();

describe("meal days of each kind", () => {
  it("makes a date's lunches for two and its group dinners rounds of their own, and leaves mixers out", () => {
    const days = mealDaysBetween(calendar, MONDAY, MONDAY + WEEK_MS);
    expect(days.map(({ id, kind }) => [id, kind])).toEqual([
      ["2026-11-25", "lunch-for-two"],
      ["2026-11-27-group-dinner", "group-dinner"],
    ]);
    expect(days[0]?.slots).toEqual([at(25, 12), at(25, 12, 30), at(25, 13)]);
    expect(days[0]?.tableSizes).toEqual([]);
    expect(days[1]?.slots).toEqual([at(27, 17, 30), at(27, 18), at(27, 18, 30)]);
    expect(days[1]?.tableSizes).toEqual([
      { min: 4, max: 6 },
      { min: 4, max: 6 },
      { min: 4, max: 6 },
    ]);
  });

  it("finds a day by its id, whichever its kind", () => {
    expect(mealDayById(calendar, "2026-11-27-group-dinner")?.kind).toBe("group-dinner");
    expect(mealDayById(calendar, "2026-11-25")?.kind).toBe("lunch-for-two");
    expect(mealDayById(calendar, "2026-11-26")).toBeNull();
  });

  it("has a lunch for two and a group dinner open at once, the soonest first, and one of a kind on request", () => {
    expect(openMealDays(calendar, MONDAY).map((day) => day.id)).toEqual(["2026-11-25", "2026-11-27-group-dinner"]);
    expect(openMealDay(calendar, MONDAY)?.id).toBe("2026-11-25");
    expect(openMealDay(calendar, MONDAY, "group-dinner")?.id).toBe("2026-11-27-group-dinner");
    // Tuesday noon: Wednesday's opt-in has closed (a day ahead), Friday's dinners are still open.
    expect(openMealDays(calendar, at(24, 12, 30)).map((day) => day.id)).toEqual(["2026-11-27-group-dinner"]);
  });

  it("looks back to the previous day of the same kind for who goes first", () => {
    const friday = mealDayById(calendar, "2026-11-27-group-dinner");
    expect(friday).not.toBeNull();
    if (friday === null) return;
    expect(previousMealDay(calendar, friday, 2 * WEEK_MS)?.id).toBe("2026-11-20-group-dinner");
    expect(previousMealDay(calendar, friday, DAY_MS)).toBeNull();
  });
});
