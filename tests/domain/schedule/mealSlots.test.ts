import { describe, expect, it } from "vitest";
import { mealSlotOf, mealSlotsOf } from "../../../domain/schedule/mealSlots";

const at = (text: string) => ({ startsAt: new Date(text).getTime(), kind: "lunch-for-two" as const });

describe("meal slots", () => {
  it("names a meal time by its weekday and time, on the device's clock or the schedule's zone", () => {
    expect(mealSlotOf(at("2025-09-05T18:30"), null)).toBe("Fri 18:30");
    expect(mealSlotOf(at("2025-09-08T07:05"), null)).toBe("Mon 07:05");
    expect(mealSlotOf({ startsAt: Date.UTC(2025, 8, 6, 1, 0) }, "America/Los_Angeles")).toBe("Fri 18:00");
  });

  it("offers every weekly time and each dated time still ahead, once each, in week order", () => {
    const calendar = {
      dated: [at("2025-09-19T18:00"), at("2025-09-05T18:00"), at("2025-09-08T12:00"), at("2025-09-05T17:30")],
      weekly: [
        { weekday: "Wed", times: ["12:00"], kind: "lunch-for-two" },
        { weekday: "Fri", times: ["18:00"], kind: "lunch-for-two" },
      ],
      timeZone: null,
    } as const;
    expect(mealSlotsOf(calendar, new Date("2025-09-01T00:00").getTime())).toEqual([
      "Mon 12:00",
      "Wed 12:00",
      "Fri 17:30",
      "Fri 18:00",
    ]);
    expect(mealSlotsOf(calendar, new Date("2025-09-10T00:00").getTime())).toEqual(["Wed 12:00", "Fri 18:00"]);
  });
});
