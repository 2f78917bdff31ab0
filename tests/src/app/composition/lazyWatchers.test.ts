import { describe, expect, it, vi } from "vitest";
import type { MyMeals, MyMealsState } from "../../../../domain/meetups/MyMeals";
import { lazyMyMeals } from "../../../../src/app/composition/lazyWatchers";
import { watchOnceLoaded } from "../../../../src/app/composition/loadOnFirstCall";

const STATES = { loading: "loading", failed: "failed" } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a watch on code loaded on first use", () => {
  it("says loading at once, then hands over to the real watch", async () => {
    const heard: string[] = [];
    const inner = { stop: vi.fn() };
    const pending = watchOnceLoaded(
      async () => "code",
      (state: string) => heard.push(state),
      STATES,
      (code) => {
        heard.push(`watching with ${code}`);
        return inner;
      },
    );
    expect(heard).toEqual(["loading"]);
    await flush();
    expect(heard).toEqual(["loading", "watching with code"]);
    expect(pending.started()).toBe(inner);
    pending.stop();
    expect(inner.stop).toHaveBeenCalledOnce();
  });

  it("says failed when the code cannot download, and starts once a retry loads it", async () => {
    const heard: string[] = [];
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("code");
    const pending = watchOnceLoaded(
      load,
      (state: string) => heard.push(state),
      STATES,
      () => ({ stop() {} }),
    );
    await flush();
    expect(heard).toEqual(["loading", "failed"]);
    expect(pending.started()).toBeNull();
    await pending.retry();
    expect(pending.started()).not.toBeNull();
  });

  it("starts nothing when stopped before the code arrived", async () => {
    const watch = vi.fn(() => ({ stop() {} }));
    const pending = watchOnceLoaded(
      async () => "code",
      () => {},
      STATES,
      watch,
    );
    pending.stop();
    await flush();
    expect(watch).not.toHaveBeenCalled();
  });
});

describe("MyMeals loaded with its first watch", () => {
  it("refreshes the real watch once loaded, and downloads again after a failed download", async () => {
    const states: MyMealsState["status"][] = [];
    const refresh = vi.fn(async () => {});
    const real = {
      watch: (listener: (state: MyMealsState) => void) => {
        listener({ status: "failed" });
        return { stop() {}, refresh };
      },
      calendarEventFor: () => "BEGIN:VCALENDAR",
    } as unknown as MyMeals;
    const load = vi.fn<() => Promise<MyMeals>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(real);
    const myMeals = lazyMyMeals(load);
    const watch = myMeals.watch((state) => states.push(state.status));
    await flush();
    expect(states).toEqual(["loading", "failed"]);
    await watch.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    expect(states).toEqual(["loading", "failed", "failed"]);
    await watch.refresh();
    expect(refresh).toHaveBeenCalledOnce();
    expect(myMeals.calendarEventFor({} as never, "strangers.app")).toBe("BEGIN:VCALENDAR");
  });
});
