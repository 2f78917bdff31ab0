import { describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";

describe("LocalMealSchedule", () => {
  it("holds the spec's six meal times (§3), in local time", async () => {
    const times = (await new LocalMealSchedule().list()).map((time) => time.startsAt);
    expect(times).toEqual([
      new Date(2025, 8, 19, 17, 30).getTime(),
      new Date(2025, 8, 19, 18, 0).getTime(),
      new Date(2025, 8, 19, 18, 30).getTime(),
      new Date(2025, 8, 5, 18, 30).getTime(),
      new Date(2025, 8, 5, 20, 0).getTime(),
      new Date(2025, 8, 5, 20, 30).getTime(),
    ]);
  });
});
