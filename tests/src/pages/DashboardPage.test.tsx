import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { COUNTDOWN_REFRESH_INTERVAL_MS } from "../../../domain/constants";
import { createLocalBackend } from "../../support/localBackend";
import { renderApp } from "../../support/renderApp";

function digits() {
  return ["days", "hours", "minutes"].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent);
}

describe("Dashboard (spec §2 /dashboard)", () => {
  it("says 'Loading next meal time...' until the schedule arrives", async () => {
    const backend = { ...createLocalBackend(), schedule: { list: () => new Promise<never>(() => {}) } };
    renderApp("/dashboard", backend);
    expect(await screen.findByText("Loading next meal time...")).toBeInTheDocument();
  });

  it("counts down days, hours and minutes to the next meal time, as two digits each", async () => {
    // Friday 2025-09-03 16:05 → next meal Friday 2025-09-05 18:30: 2 days 2 hours 25 minutes.
    renderApp("/dashboard", createLocalBackend(new Date(2025, 8, 3, 16, 5)));
    const timer = await screen.findByRole("timer");
    expect(digits()).toEqual(["02", "02", "25"]);
    expect(timer).toHaveAccessibleName("2 days, 2 hours and 25 minutes until the next meal time");
    expect(screen.getByText("Until next meal time")).toBeInTheDocument();
  });

  it("refreshes every 60 seconds", async () => {
    const backend = createLocalBackend(new Date(2025, 8, 5, 18, 28));
    renderApp("/dashboard", backend);
    await screen.findByRole("timer");
    expect(digits()).toEqual(["00", "00", "02"]);
    act(() => backend.clock.advanceBy(COUNTDOWN_REFRESH_INTERVAL_MS));
    expect(digits()).toEqual(["00", "00", "01"]);
    expect(screen.getByRole("timer")).toHaveAccessibleName("0 days, 0 hours and 1 minute until the next meal time");
  });

  it("shows 00:00:00 once every meal time has passed", async () => {
    renderApp("/dashboard", createLocalBackend(new Date(2025, 8, 20, 9, 0)));
    await screen.findByRole("timer");
    expect(digits()).toEqual(["00", "00", "00"]);
  });

  it("shows the detected city at the bottom", async () => {
    const backend = { ...createLocalBackend(), geocoder: new FakeGeocoder("Ann Arbor") };
    renderApp("/dashboard", backend);
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("Ann Arbor")).toBeInTheDocument();
  });

  it("falls back to 'Connect with students near you' when location is denied", async () => {
    const backend = { ...createLocalBackend(), locator: new FakeLocator("denied") };
    renderApp("/dashboard", backend);
    const line = await screen.findByText("Connect with students near you");
    expect(line.closest("p")).toHaveAttribute("title", "Location access denied");
  });
});
