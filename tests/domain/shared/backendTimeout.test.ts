import { describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { BACKEND_CALL_TIMEOUT_MS, TimedOutError, withBackendTimeout } from "../../../domain/shared/backendTimeout";
import { SECOND_MS } from "../../../domain/shared/time";
import { deferred } from "../../support/deferred";

describe("withBackendTimeout", () => {
  it("gives every backend call between 10 and 15 s", () => {
    expect(BACKEND_CALL_TIMEOUT_MS).toBeGreaterThanOrEqual(10 * SECOND_MS);
    expect(BACKEND_CALL_TIMEOUT_MS).toBeLessThanOrEqual(15 * SECOND_MS);
  });

  it("passes an answer that comes in time on, and cancels its timer", async () => {
    const clock = new ManualClock(0);
    const call = deferred<string>();
    const answer = withBackendTimeout(clock, call.promise);
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS - 1);
    call.resolve("ok");
    await expect(answer).resolves.toBe("ok");
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("passes a failure that comes in time on", async () => {
    const clock = new ManualClock(0);
    const failure = new Error("refused");
    await expect(withBackendTimeout(clock, Promise.reject(failure))).rejects.toBe(failure);
  });

  it("fails with TimedOutError when no answer comes within the time-out", async () => {
    const clock = new ManualClock(0);
    const answer = withBackendTimeout(clock, new Promise(() => {}));
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await expect(answer).rejects.toBeInstanceOf(TimedOutError);
  });

  it("hands a success that comes after the time-out to `whenLate`, so that it can be undone", async () => {
    const clock = new ManualClock(0);
    const call = deferred<string>();
    const whenLate = vi.fn();
    const answer = withBackendTimeout(clock, call.promise, whenLate);
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await expect(answer).rejects.toBeInstanceOf(TimedOutError);
    call.resolve("signed in after all");
    await vi.waitFor(() => expect(whenLate).toHaveBeenCalledWith("signed in after all"));
  });

  it("drops a failure that comes after the time-out: the caller already has its answer", async () => {
    const clock = new ManualClock(0);
    const call = deferred<string>();
    const answer = withBackendTimeout(clock, call.promise);
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await expect(answer).rejects.toBeInstanceOf(TimedOutError);
    call.reject(new Error("late"));
    // An unhandled rejection would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
