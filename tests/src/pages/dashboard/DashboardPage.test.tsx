import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeGeocoder } from "../../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../../adapters/local/FakeLocator";
import { LocalMealSchedule } from "../../../../adapters/local/LocalMealSchedule";
import defaultScheduleData from "../../../../adapters/local/mealSchedule.json";
import type { MealCalendar } from "../../../../domain/schedule/MealCalendar";
import { COUNTDOWN_REFRESH_INTERVAL_MS } from "../../../../domain/schedule/mealRules";
import { createLocalBackend } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** The spec's six dated times and no weekly ones. */
function spec6Only() {
  const { dated } = defaultScheduleData;
  return new LocalMealSchedule({ timeZone: null, dated, weekly: [] });
}

/** Just signed up: what matching needs is not filled in yet. */
const NEWCOMER = { class_level: "" };

function digits() {
  return ["days", "hours", "minutes"].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent);
}

describe("Dashboard (spec §2 /dashboard)", () => {
  it("says 'Loading next meal time...' until the schedule arrives", async () => {
    const backend = { ...createLocalBackend(), mealSchedule: { read: () => new Promise<never>(() => {}) } };
    renderApp("/dashboard", signedInBackend({}, backend));
    expect(await screen.findByText("Loading next meal time...")).toBeInTheDocument();
  });

  it("counts down days, hours and minutes to the next meal time, as two digits each", async () => {
    // Friday 2025-09-03 16:05 → next meal Friday 2025-09-05 18:30: 2 days 2 hours 25 minutes.
    // A newcomer (profile not complete: no meal to join yet) sees the schedule's next meal time.
    renderApp("/dashboard", signedInBackend(NEWCOMER, createLocalBackend(new Date(2025, 8, 3, 16, 5))));
    const timer = await screen.findByRole("timer");
    expect(digits()).toEqual(["02", "02", "25"]);
    expect(timer).toHaveAccessibleName("2 days, 2 hours and 25 minutes until the next meal time");
    expect(screen.getByText("Until next meal time")).toBeInTheDocument();
  });

  it("refreshes every 60 seconds", async () => {
    const backend = createLocalBackend(new Date(2025, 8, 5, 18, 28));
    renderApp("/dashboard", signedInBackend(NEWCOMER, backend));
    await screen.findByRole("timer");
    expect(digits()).toEqual(["00", "00", "02"]);
    act(() => backend.clock.advanceBy(COUNTDOWN_REFRESH_INTERVAL_MS));
    expect(digits()).toEqual(["00", "00", "01"]);
    expect(screen.getByRole("timer")).toHaveAccessibleName("0 days, 0 hours and 1 minute until the next meal time");
  });

  it("shows 00:00:00 once every meal time of a schedule without weekly times has passed", async () => {
    const backend = { ...createLocalBackend(new Date(2025, 8, 20, 9, 0)), mealSchedule: spec6Only() };
    renderApp("/dashboard", signedInBackend({}, backend));
    await screen.findByRole("timer");
    expect(digits()).toEqual(["00", "00", "00"]);
  });

  it("shows the detected city at the bottom", async () => {
    const backend = { ...createLocalBackend(), geocoder: new FakeGeocoder("Ann Arbor") };
    renderApp("/dashboard", signedInBackend({}, backend));
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("Ann Arbor")).toBeInTheDocument();
  });

  it("falls back to 'Connect with students near you' when location is denied", async () => {
    const backend = { ...createLocalBackend(), locator: new FakeLocator("denied") };
    renderApp("/dashboard", signedInBackend({}, backend));
    const line = await screen.findByText("Connect with students near you");
    expect(line.closest("p")).toHaveAttribute("title", "Location access denied");
  });

  it("says when the next meal is, and offers it for the calendar", async () => {
    renderApp("/dashboard", signedInBackend({}, createLocalBackend(new Date(2025, 8, 3, 16, 5))));
    await screen.findByRole("timer");
    const when = screen.getByText(/September 5/);
    expect(when.closest("time")).toHaveAttribute("dateTime", new Date(2025, 8, 5, 18, 30).toISOString());
    expect(when.textContent).toMatch(/Friday, September 5 · 6:30\sPM/);
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();
  });

  it("counts down to next week's meal once the dated times have passed", async () => {
    // Monday 2026-11-23 09:00 → the Wednesday lunch at 12:00: 2 days 3 hours.
    renderApp("/dashboard", signedInBackend({}, createLocalBackend(new Date(2026, 10, 23, 9, 0))));
    await screen.findByRole("timer");
    expect(digits()).toEqual(["02", "03", "00"]);
    expect(screen.getByText(/Wednesday, November 25/)).toBeInTheDocument();
  });

  it("says the next meal times will be announced soon once every meal time of a schedule has passed", async () => {
    const backend = { ...createLocalBackend(new Date(2025, 8, 20, 9, 0)), mealSchedule: spec6Only() };
    renderApp("/dashboard", signedInBackend({}, backend));
    await screen.findByRole("timer");
    expect(screen.getByText("The next meal times will be announced soon.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("asks a student with an incomplete profile to complete it", async () => {
    renderApp("/dashboard", signedInBackend({ first_name: "Ana" }));
    const card = await screen.findByRole("complementary", { name: "Complete your profile to get matched" });
    expect(within(card).getByRole("link", { name: "Complete your profile" })).toHaveAttribute("href", "/profile");
  });

  it("does not show that card once first name, class level and a meal time are filled", async () => {
    const complete = {
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: [], preferred_meal_times: ["Fri 18:30"] },
    };
    renderApp("/dashboard", signedInBackend(complete));
    await screen.findByRole("timer");
    expect(screen.queryByText("Complete your profile to get matched")).not.toBeInTheDocument();
  });

  it("says when the meal times cannot be loaded, keeps trying, and tries again at once on request", async () => {
    let answer: () => Promise<MealCalendar> = () => Promise.reject(new Error("offline"));
    const backend = { ...createLocalBackend(), mealSchedule: { read: () => answer() } };
    const { user } = renderApp("/dashboard", signedInBackend({}, backend));
    expect(await screen.findByText("We couldn't load the meal times. We'll keep trying.")).toBeInTheDocument();
    answer = () => new LocalMealSchedule().read();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("timer")).toBeInTheDocument();
  });
});
