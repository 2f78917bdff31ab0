import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPageShown } from "../../../src/app/afterPageShown";

/** Stands in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming({ supported = true } = {}) {
  type EntryList = { getEntriesByName(name: string): object[] };
  const observers = new Set<(entries: EntryList) => void>();
  let painted = false;
  const entries = (): EntryList => ({
    getEntriesByName: (name) => (painted && name === "first-contentful-paint" ? [{}] : []),
  });
  class FakePerformanceObserver {
    static supportedEntryTypes = supported ? ["paint", "largest-contentful-paint"] : ["mark", "measure"];
    readonly #callback: (list: EntryList) => void;
    constructor(callback: (list: EntryList) => void) {
      this.#callback = callback;
    }
    observe({ buffered }: { type: string; buffered?: boolean }) {
      observers.add(this.#callback);
      if (buffered && painted) queueMicrotask(() => this.#callback(entries()));
    }
    disconnect() {
      observers.delete(this.#callback);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  return {
    paint() {
      painted = true;
      for (const observer of [...observers]) observer(entries());
    },
  };
}

function pageStillLoading() {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  return {
    load() {
      Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
      window.dispatchEvent(new Event("load"));
    },
  };
}

/** Lets promise callbacks run, then one frame (16 ms) and the timeout after it. */
async function settle(ms = 20) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "readyState");
});

describe("afterPageShown", () => {
  it("waits for the page to load and its first content to paint, then for the next frame", async () => {
    const paints = fakePaintTiming();
    const page = pageStillLoading();
    const start = vi.fn();
    afterPageShown(start);

    page.load();
    await settle();
    expect(start, "loaded, not painted yet").not.toHaveBeenCalled();

    paints.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(start, "the frame after the paint has not come yet").not.toHaveBeenCalled();
    await settle();
    expect(start).toHaveBeenCalledOnce();
  });

  it("does not start before the page has loaded, however early it painted", async () => {
    const paints = fakePaintTiming();
    const page = pageStillLoading();
    const start = vi.fn();
    afterPageShown(start);

    paints.paint();
    await settle(1000);
    expect(start).not.toHaveBeenCalled();

    page.load();
    await settle();
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts at once (after a frame) on a page that has already loaded and painted", async () => {
    fakePaintTiming().paint();
    const start = vi.fn();
    afterPageShown(start);
    await settle();
    expect(start).toHaveBeenCalledOnce();
  });

  it("does not wait for a paint the browser cannot report", async () => {
    fakePaintTiming({ supported: false });
    const page = pageStillLoading();
    const start = vi.fn();
    afterPageShown(start);
    page.load();
    await settle();
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts after 3 s when an image keeps the page from loading, and only once", async () => {
    const paints = fakePaintTiming();
    const page = pageStillLoading();
    paints.paint();
    const start = vi.fn();
    afterPageShown(start);

    await settle(2900);
    expect(start).not.toHaveBeenCalled();
    await settle(200);
    expect(start).toHaveBeenCalledOnce();

    page.load();
    await settle(5000);
    expect(start).toHaveBeenCalledOnce();
  });
});
