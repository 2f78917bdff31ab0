import { describe, expect, it } from "vitest";
import { mealKindDetailsFrom, weeklyMealTimesFrom } from "../../../domain/schedule/readMealCalendar";

describe("reading a meal time's kind as operators write it", () => {
  it("reads a meal time without a kind as a lunch for two, as the spec's times are", () => {
    expect(mealKindDetailsFrom({})).toEqual({ kind: "lunch-for-two" });
    expect(mealKindDetailsFrom({ kind: null })).toEqual({ kind: "lunch-for-two" });
  });

  it("gives a group dinner its table sizes, or 4 to 6 when they are missing or not a range", () => {
    expect(mealKindDetailsFrom({ kind: "group-dinner", table_size: { min: 3, max: 5 } })).toEqual({
      kind: "group-dinner",
      tableSize: { min: 3, max: 5 },
    });
    for (const tableSize of [undefined, { min: 6, max: 4 }, { min: 1, max: 4 }, { min: 4, max: 7 }, { min: "4" }]) {
      expect(mealKindDetailsFrom({ kind: "group-dinner", table_size: tableSize })).toEqual({
        kind: "group-dinner",
        tableSize: { min: 4, max: 6 },
      });
    }
  });

  it("holds a mixer only with a title, a duration and a capacity", () => {
    const mixer = { title: " Winter mixer ", duration_minutes: 120, capacity: 40 };
    expect(mealKindDetailsFrom({ kind: "mixer", mixer })).toEqual({
      kind: "mixer",
      mixer: { title: "Winter mixer", durationMinutes: 120, capacity: 40 },
    });
    expect(mealKindDetailsFrom({ kind: "mixer" })).toBeNull();
    expect(mealKindDetailsFrom({ kind: "mixer", mixer: { ...mixer, title: "" } })).toBeNull();
    expect(mealKindDetailsFrom({ kind: "mixer", mixer: { ...mixer, capacity: 0 } })).toBeNull();
    expect(mealKindDetailsFrom({ kind: "mixer", mixer: { ...mixer, duration_minutes: 2.5 } })).toBeNull();
  });

  it("leaves out an unknown kind rather than guessing", () => {
    expect(mealKindDetailsFrom({ kind: "brunch" })).toBeNull();
    expect(weeklyMealTimesFrom([{ weekday: "Fri", times: ["18:00"], kind: "brunch" }])).toEqual([]);
  });
});
