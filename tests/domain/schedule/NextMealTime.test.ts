import { describe, expect, it, vi } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { COUNTDOWN_REFRESH_INTERVAL_MS } from "../../../domain/schedule/mealRules";
import { type CountdownState, NextMealTime } from "../../../domain/schedule/NextMealTime";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { RecordingLogger } from "../../support/localBackend";

function watchFrom(start: string, schedule: MealSchedule = new LocalMealSchedule()) {
  const clock = new ManualClock(new Date(start));
  const logger = new RecordingLogger();
  const states: CountdownState[] = [];
  const watch = new NextMealTime(schedule, clock, logger).watch((state) => states.push(state));
  return { clock, states, stop: () => watch.stop(), retryNow: () => watch.retryNow(), logger };
}

describe("NextMealTime", () => {
  it("is loading until the schedule arrives, then counts down at once", async () => {
    const { states } = watchFrom("2025-09-05T17:00");
    expect(states[0]).toEqual({ status: "loading" });
    await vi.waitFor(() => expect(states).toHaveLength(2));
    expect(states[1]).toMatchObject({ status: "ready", countdown: { days: 0, hours: 1, minutes: 30 } });
  });

  it("refreshes every 60 s", async () => {
    const { clock, states } = watchFrom("2025-09-05T17:00");
    await vi.waitFor(() => expect(states).toHaveLength(2));
    clock.advanceBy(COUNTDOWN_REFRESH_INTERVAL_MS - 1);
    expect(states).toHaveLength(2);
    clock.advanceBy(1);
    expect(states).toHaveLength(3);
    expect(states[2]).toMatchObject({ countdown: { hours: 1, minutes: 29 } });
  });

  it("moves on to the following meal time once one has started", async () => {
    const { clock, states } = watchFrom("2025-09-05T18:29");
    await vi.waitFor(() => expect(states).toHaveLength(2));
    clock.advanceBy(COUNTDOWN_REFRESH_INTERVAL_MS);
    expect(states.at(-1)).toMatchObject({ countdown: { hours: 1, minutes: 30 } });
  });

  it("stops refreshing when the watcher leaves", async () => {
    const { clock, states, stop } = watchFrom("2025-09-05T17:00");
    await vi.waitFor(() => expect(states).toHaveLength(2));
    stop();
    clock.advanceBy(10 * COUNTDOWN_REFRESH_INTERVAL_MS);
    expect(states).toHaveLength(2);
  });

  it("reports a schedule that cannot be loaded, and logs it", async () => {
    const failing: MealSchedule = { read: () => Promise.reject(new Error("offline")) };
    const { states, logger } = watchFrom("2025-09-05T17:00", failing);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: "failed" }));
    expect(logger.warnings).toHaveLength(1);
  });

  it("asks for a schedule that failed again after 2 s, then twice as long each time, up to a minute", async () => {
    const read = vi.fn<MealSchedule["read"]>().mockRejectedValue(new Error("offline"));
    const { clock, states } = watchFrom("2025-09-05T17:00", { read });
    const failures = () => states.filter((state) => state.status === "failed").length;
    for (const [attempt, delay] of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000].entries()) {
      await vi.waitFor(() => expect(failures()).toBe(attempt + 1));
      clock.advanceBy(delay - 1);
      expect(read).toHaveBeenCalledTimes(attempt + 1);
      clock.advanceBy(1);
      expect(read).toHaveBeenCalledTimes(attempt + 2);
    }
  });

  it("counts down once a retried schedule arrives, and retries at once when asked", async () => {
    const read = vi
      .fn<MealSchedule["read"]>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(() => new LocalMealSchedule().read());
    const { states, retryNow } = watchFrom("2025-09-05T17:00", { read });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: "failed" }));
    retryNow();
    retryNow(); // a second press while the first is under way asks nothing more
    expect(read).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ status: "ready", countdown: { hours: 1 } }));
  });

  it("gives up on a schedule that never answers after the backend's time-out, says so, and asks again", async () => {
    const read = vi
      .fn<MealSchedule["read"]>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockImplementation(() => new LocalMealSchedule().read());
    const { clock, states, retryNow, logger } = watchFrom("2025-09-05T17:00", { read });
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(states).toEqual([{ status: "loading" }]);
    clock.advanceBy(1);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: "failed" }));
    expect(logger.warnings).toHaveLength(1);
    retryNow();
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ status: "ready", countdown: { hours: 1 } }));
  });

  it("shows a jump of the clock at once (a skip in the developer tools, a device waking up)", async () => {
    const { clock, states } = watchFrom("2025-09-05T17:00");
    await vi.waitFor(() => expect(states).toHaveLength(2));
    clock.advanceBy(59_000); // within the minute: no tick yet
    expect(states).toHaveLength(2);
    clock.reset(); // back to 17:00 without firing any timer: a jump
    expect(states).toHaveLength(3);
    expect(states[2]).toMatchObject({ countdown: { hours: 1, minutes: 30 } });
  });

  it("stops retrying when the watcher leaves", async () => {
    const read = vi.fn<MealSchedule["read"]>().mockRejectedValue(new Error("offline"));
    const { clock, states, stop } = watchFrom("2025-09-05T17:00", { read });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: "failed" }));
    stop();
    clock.advanceBy(60_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("offers a meal as a calendar event stamped with the clock's time", () => {
    const clock = new ManualClock(new Date("2025-09-01T12:00:00Z"));
    const nextMealTime = new NextMealTime(new LocalMealSchedule(), clock, new RecordingLogger());
    const ics = nextMealTime.calendarEventFor({ startsAt: Date.UTC(2025, 8, 5, 22, 30) }, "strangers.app");
    expect(ics).toContain("DTSTAMP:20250901T120000Z");
    expect(ics).toContain("DTSTART:20250905T223000Z");
    expect(ics).toContain("UID:meal-1757111400000@strangers.app");
  });
});
