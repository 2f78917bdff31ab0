import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  SPLASH_DELAY_AFTER_FAILURE_MS,
  SPLASH_DELAY_AFTER_SUCCESS_MS,
} from "../../../../src/features/splash/splashTiming";
import { installFakeImages } from "../../../support/fakeImages";
import { renderApp } from "../../../support/renderApp";

async function openSplash() {
  const images = installFakeImages();
  const view = renderApp("/");
  await screen.findByText("Loading images... 0/19");
  await waitFor(() => expect(images.pendingCount()).toBe(19));
  vi.useFakeTimers();
  return { ...view, images };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Splash (spec §2 /)", () => {
  it("preloads the 19 illustrations as AVIF where the browser can show it", async () => {
    const { images } = await openSplash();
    expect(images.requested().every((srcset) => srcset.includes(".avif"))).toBe(true);
  });

  it("counts the images as they load", async () => {
    const { images } = await openSplash();
    await act(async () => images.load(5));
    expect(screen.getByText("Loading images... 5/19")).toBeInTheDocument();
  });

  it("goes to /home 2 seconds after the last image loaded", async () => {
    const { images, path } = await openSplash();
    await act(async () => images.loadAll());
    expect(screen.getByText("Loading images... 19/19")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPLASH_DELAY_AFTER_SUCCESS_MS - 1));
    expect(path()).toBe("/");
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(path()).toBe("/home"));
  });

  it("logs a failed image and goes to /home 3 seconds later", async () => {
    const { images, path, backend } = await openSplash();
    await act(async () => images.fail("intro-04"));
    expect(backend.logger.warnings).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SPLASH_DELAY_AFTER_FAILURE_MS - 1));
    expect(path()).toBe("/");
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(path()).toBe("/home"));
  });
});
