import { afterEach, describe, expect, it, vi } from "vitest";
import { AdjustableClock, CLOCK_OFFSET_KEY } from "../../../adapters/browser/AdjustableClock";
import { CLOCK_JUMP_CHECK_INTERVAL_MS } from "../../../adapters/browser/clockJumps";
import { SystemClock } from "../../../adapters/browser/SystemClock";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { type CountdownState, NextMealTime } from "../../../domain/schedule/NextMealTime";
import { HOUR_MS } from "../../../domain/shared/time";
import { RecordingLogger } from "../../support/localBackend";

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The countdown watched on `clock` from 17:00 on the spec's Friday (the 18:30 meal is 1 h 30 min away): its hours. */
async function countdownOn(clock: AdjustableClock | SystemClock) {
  const states: CountdownState[] = [];
  const watch = new NextMealTime(new LocalMealSchedule(), clock, new RecordingLogger()).watch((state) =>
    states.push(state),
  );
  await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
  const shown = () => {
    const last = states.at(-1);
    return last?.status === "ready" ? { hours: last.countdown.hours } : null;
  };
  return { shown, stop: () => watch.stop() };
}

describe("a jump of the clock shows at once, not at the countdown's next 60 s tick", () => {
  it("a skip of the developer tools in this tab", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-09-05T17:00") });
    const clock = new AdjustableClock(() => localStorage);
    const countdown = await countdownOn(clock);
    expect(countdown.shown()).toEqual({ hours: 1 });
    clock.skipTo(Date.now() + HOUR_MS);
    expect(countdown.shown()).toEqual({ hours: 0 });
    countdown.stop();
  });

  it("a skip made in another tab (the storage event)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-09-05T17:00") });
    const clock = new AdjustableClock(() => localStorage);
    const countdown = await countdownOn(clock);
    localStorage.setItem(CLOCK_OFFSET_KEY, String(HOUR_MS));
    window.dispatchEvent(new StorageEvent("storage", { key: CLOCK_OFFSET_KEY, newValue: String(HOUR_MS) }));
    expect(countdown.shown()).toEqual({ hours: 0 });
    countdown.stop();
  });

  it("the device waking from sleep: more time passed than the page waited", async () => {
    vi.useFakeTimers({ now: new Date("2025-09-05T17:00") });
    const countdown = await countdownOn(new SystemClock());
    vi.setSystemTime(Date.now() + HOUR_MS); // asleep: the time moved, no timer ran
    vi.advanceTimersByTime(CLOCK_JUMP_CHECK_INTERVAL_MS);
    expect(countdown.shown()).toEqual({ hours: 0 });
    countdown.stop();
  });

  it("the page shown again (a phone's screen back on)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-09-05T17:00") });
    const countdown = await countdownOn(new SystemClock());
    vi.setSystemTime(Date.now() + HOUR_MS);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(countdown.shown()).toEqual({ hours: 0 });
    countdown.stop();
  });
});
