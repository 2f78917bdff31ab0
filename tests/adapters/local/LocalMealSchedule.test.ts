import { describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";

describe("LocalMealSchedule", () => {
  it("holds the spec's six meal times (§3) in local time, then weekly lunches and dinners", async () => {
    const calendar = await new LocalMealSchedule().read();
    expect(calendar.dated.map((time) => time.startsAt)).toEqual([
      new Date(2025, 8, 19, 17, 30).getTime(),
      new Date(2025, 8, 19, 18, 0).getTime(),
      new Date(2025, 8, 19, 18, 30).getTime(),
      new Date(2025, 8, 5, 18, 30).getTime(),
      new Date(2025, 8, 5, 20, 0).getTime(),
      new Date(2025, 8, 5, 20, 30).getTime(),
    ]);
    expect(calendar.weekly).toEqual([
      { weekday: "Wed", times: ["12:00", "12:30", "13:00"] },
      { weekday: "Fri", times: ["17:30", "18:00", "18:30"] },
    ]);
    expect(calendar.timeZone).toBeNull();
  });

  it("refuses a dated time it cannot read, naming it", () => {
    expect(() => new LocalMealSchedule({ timeZone: null, dated: ["Friday at six"], weekly: [] })).toThrow(
      '"Friday at six" in the meal schedule',
    );
  });

  it("leaves out a weekly entry that is not a weekday with HH:MM times", async () => {
    const schedule = new LocalMealSchedule({
      timeZone: "Not/AZone",
      dated: [],
      weekly: [
        { weekday: "Funday", times: ["12:00"] },
        { weekday: "Fri", times: ["25:00", "18:00", "6pm"] },
      ],
    });
    expect(await schedule.read()).toEqual({
      dated: [],
      weekly: [{ weekday: "Fri", times: ["18:00"] }],
      timeZone: null,
    });
  });
});
