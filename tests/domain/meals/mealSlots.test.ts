import { describe, expect, it } from "vitest";
import { mealSlotOf, mealSlotsOf } from "../../../domain/meals/mealSlots";

const at = (text: string) => ({ startsAt: new Date(text).getTime() });

describe("meal slots", () => {
  it("names a meal time by its local weekday and time", () => {
    expect(mealSlotOf(at("2025-09-05T18:30"))).toBe("Fri 18:30");
    expect(mealSlotOf(at("2025-09-08T07:05"))).toBe("Mon 07:05");
  });

  it("lists each weekly slot once, in week order", () => {
    expect(
      mealSlotsOf([at("2025-09-19T18:00"), at("2025-09-05T18:00"), at("2025-09-08T12:00"), at("2025-09-05T17:30")]),
    ).toEqual(["Mon 12:00", "Fri 17:30", "Fri 18:00"]);
  });
});
