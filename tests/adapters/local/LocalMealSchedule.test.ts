import { describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";

describe("LocalMealSchedule", () => {
  it("holds the spec's six meal times (§3) in local time, then weekly lunches for two, a mixer and group dinners", async () => {
    const calendar = await new LocalMealSchedule().read();
    expect(calendar.dated.map((time) => [time.startsAt, time.kind])).toEqual(
      [
        new Date(2025, 8, 19, 17, 30),
        new Date(2025, 8, 19, 18, 0),
        new Date(2025, 8, 19, 18, 30),
        new Date(2025, 8, 5, 18, 30),
        new Date(2025, 8, 5, 20, 0),
        new Date(2025, 8, 5, 20, 30),
      ].map((date) => [date.getTime(), "lunch-for-two"]),
    );
    expect(calendar.weekly).toEqual([
      { weekday: "Wed", times: ["12:00", "12:30", "13:00"], kind: "lunch-for-two" },
      {
        weekday: "Thu",
        times: ["19:00"],
        kind: "mixer",
        mixer: { title: "Thursday night mixer", durationMinutes: 120, capacity: 40 },
      },
      { weekday: "Fri", times: ["17:30", "18:00", "18:30"], kind: "group-dinner", tableSize: { min: 4, max: 6 } },
    ]);
    expect(calendar.timeZone).toBeNull();
  });

  it("reads a dated time given with its kind", async () => {
    const schedule = new LocalMealSchedule({
      timeZone: null,
      dated: [
        "2026-12-02T12:00",
        { at: "2026-12-04T19:00", kind: "group-dinner", table_size: { min: 3, max: 5 } },
        { at: "2026-12-03T19:00", kind: "mixer", mixer: { title: "Winter mixer", duration_minutes: 90, capacity: 30 } },
      ],
      weekly: [],
    });
    expect((await schedule.read()).dated).toEqual([
      { startsAt: new Date(2026, 11, 2, 12, 0).getTime(), kind: "lunch-for-two" },
      { startsAt: new Date(2026, 11, 4, 19, 0).getTime(), kind: "group-dinner", tableSize: { min: 3, max: 5 } },
      {
        startsAt: new Date(2026, 11, 3, 19, 0).getTime(),
        kind: "mixer",
        mixer: { title: "Winter mixer", durationMinutes: 90, capacity: 30 },
      },
    ]);
  });

  it("refuses a dated time it cannot read, naming it", () => {
    expect(() => new LocalMealSchedule({ timeZone: null, dated: ["Friday at six"], weekly: [] })).toThrow(
      '"Friday at six" in the meal schedule',
    );
    expect(
      () => new LocalMealSchedule({ timeZone: null, dated: [{ at: "2026-12-03T19:00", kind: "mixer" }], weekly: [] }),
    ).toThrow("2026-12-03T19:00");
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
      weekly: [{ weekday: "Fri", times: ["18:00"], kind: "lunch-for-two" }],
      timeZone: null,
    });
  });
});
