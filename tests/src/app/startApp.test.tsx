import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// How src/app/startApp.tsx brings a page to life. Whether the page then works is every e2e test's business;
// here, only the order of the start-up's steps, with React DOM's two entry points recorded instead of run.

const steps: string[] = [];
let inTransition = false;

vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        react.startTransition(scope);
      } finally {
        inTransition = false;
      }
    },
  };
});

vi.mock("react-dom/client", () => ({
  hydrateRoot: () => {
    steps.push(inTransition ? "hydrate as a transition" : "hydrate at once");
  },
  createRoot: () => ({ render: () => steps.push(inTransition ? "render as a transition" : "render at once") }),
}));

vi.mock("../../../src/app/composition/createContainer", async (importOriginal) => {
  const composition = await importOriginal<typeof import("../../../src/app/composition/createContainer")>();
  return {
    ...composition,
    createContainer: (...args: Parameters<typeof composition.createContainer>) => {
      steps.push("container");
      return composition.createContainer(...args);
    },
  };
});

const { startApp } = await import("../../../src/app/startApp");

// jsdom has no font loading: the start-up's check of the headings' font waits for ever.
beforeAll(() => {
  Object.defineProperty(document, "fonts", { configurable: true, value: { ready: new Promise(() => {}) } });
});

afterEach(() => {
  steps.length = 0;
  vi.useRealTimers();
});

describe("startApp", () => {
  it("brings a pre-rendered page to life as a transition, in slices React hands the main thread back between", async () => {
    await startApp(document.createElement("div"), true);
    expect(steps).toEqual(["container", "hydrate as a transition"]);
  });

  it("builds the container and hydrates in separate tasks: each is a task's worth of work", async () => {
    vi.useFakeTimers();
    const started = startApp(document.createElement("div"), true);
    await vi.waitFor(() => expect(steps).toEqual(["container"]));
    // Every microtask has run: only the next task hydrates.
    await Promise.resolve();
    expect(steps).toEqual(["container"]);
    await vi.runAllTimersAsync();
    await started;
    expect(steps).toEqual(["container", "hydrate as a transition"]);
  });

  it("draws a page that was not pre-rendered (the app shell) at once: there is nothing on screen to keep", async () => {
    await startApp(document.createElement("div"), false);
    expect(steps).toEqual(["container", "render at once"]);
  });
});
