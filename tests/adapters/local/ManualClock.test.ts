import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";

describe("ManualClock", () => {
  it("fires due timers in time order, each at its own moment", () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    clock.every(100, () => fired.push(`every@${clock.now()}`));
    clock.after(150, () => fired.push(`after@${clock.now()}`));
    clock.advanceBy(250);
    expect(fired).toEqual(["every@100", "after@150", "every@200"]);
    expect(clock.now()).toBe(250);
  });

  it("forgets cancelled timers", () => {
    const clock = new ManualClock(0);
    let ticks = 0;
    const cancel = clock.every(10, () => ticks++);
    clock.advanceBy(25);
    cancel();
    clock.advanceBy(100);
    expect(ticks).toBe(2);
    expect(clock.pendingTimerCount()).toBe(0);
  });
});
