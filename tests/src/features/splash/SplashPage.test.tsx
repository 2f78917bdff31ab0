import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContainerProvider } from "../../../../src/app/composition/ContainerContext";
import { SplashPage } from "../../../../src/features/splash/SplashPage";
import {
  SPLASH_DELAY_AFTER_FAILURE_MS,
  SPLASH_DELAY_AFTER_SUCCESS_MS,
} from "../../../../src/features/splash/splashTiming";
import { installFakeImages } from "../../../support/fakeImages";
import { createTestContainer, renderApp } from "../../../support/renderApp";

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

  it("names the tab with the brand, once", async () => {
    await openSplash();
    expect(document.title).toBe("Strangers");
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

  it("hands over to /home as the same first page: its heading does not take the focus", async () => {
    const { images, path } = await openSplash();
    await act(async () => images.loadAll());
    act(() => vi.advanceTimersByTime(SPLASH_DELAY_AFTER_SUCCESS_MS));
    vi.useRealTimers();
    await waitFor(() => expect(path()).toBe("/home"));
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Meeting strangers is exactly what you need",
    });
    await act(async () => {});
    expect(heading).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
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

  it("moves on only once /home's own code is in, so that no empty frame shows between the two", async () => {
    const images = installFakeImages();
    let codeArrives: () => void = () => {};
    const preloadNext = vi.fn(() => new Promise<void>((resolve) => (codeArrives = resolve)));
    render(
      <ContainerProvider container={createTestContainer()}>
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route index element={<SplashPage preloadNext={preloadNext} />} />
            <Route path="home" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
    await waitFor(() => expect(images.pendingCount()).toBe(19));
    expect(preloadNext).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    await act(async () => images.loadAll());
    act(() => vi.advanceTimersByTime(SPLASH_DELAY_AFTER_SUCCESS_MS));
    vi.useRealTimers();
    await act(async () => {});
    expect(screen.queryByText("home")).not.toBeInTheDocument();
    await act(async () => codeArrives());
    expect(await screen.findByText("home")).toBeInTheDocument();
  });

  it("fetches /home's code once every illustration has started downloading, in a task of its own", async () => {
    const images = installFakeImages();
    const startedBefore: number[] = [];
    const preloadNext = vi.fn(async () => {
      startedBefore.push(images.pendingCount());
    });
    render(
      <ContainerProvider container={createTestContainer()}>
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route index element={<SplashPage preloadNext={preloadNext} />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
    await waitFor(() => expect(preloadNext).toHaveBeenCalledTimes(1));
    expect(startedBefore).toEqual([19]);
  });
});
