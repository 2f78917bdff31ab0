import { expect, type Locator, type Page } from "@playwright/test";
import { signUpVerified } from "./journeys";

/** Monday 23 November 2026, 09:00 on the machine's clock: Wednesday's lunch and Friday's dinner are open. */
export const MONDAY_MORNING = new Date(2026, 10, 23, 9, 0);

/** The app's clock starts on a known Monday and runs on from there (every page of the context). */
export async function startOnMonday(page: Page): Promise<void> {
  await page.context().clock.install({ time: MONDAY_MORNING });
}

/** A newcomer who signs up, verifies, and fills in what matching needs (with Wednesday lunch at noon). */
export async function newStudentReadyToMatch(page: Page, firstName = "Ana"): Promise<string> {
  const email = await signUpVerified(page);
  await page.goto("/profile");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Lima");
  await page.getByLabel("Class level").selectOption("Junior");
  await page.getByLabel("Major").fill("Economics");
  await page.getByRole("checkbox", { name: "Wed 12:00" }).check();
  await page.getByRole("checkbox", { name: "Coffee" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  return email;
}

/** The developer tools page: one of its buttons, then its answer. */
export async function devTool(page: Page, button: string): Promise<void> {
  await page.goto("/dev");
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status")).not.toBeEmpty();
}

/** The dashboard's card of the next open day of a kind: "Lunch for two" (Wednesday's) or "Group dinner" (Friday's). */
export function openDay(page: Page, kind: "Lunch for two" | "Group dinner"): Locator {
  return page.getByRole("region", { name: new RegExp(`^${kind}: `) });
}

/**
 * Fills the school with demo students, opts in for Wednesday's lunch for two (or Friday's group
 * dinner) from the dashboard, and runs matching: the reveal shows. `whileIn` runs once the student
 * is in (an accessibility check, say).
 */
export async function optInAndMatch(
  page: Page,
  whileIn: () => Promise<void> = async () => {},
  kind: "Lunch for two" | "Group dinner" = "Lunch for two",
): Promise<void> {
  await devTool(page, "Add demo students");
  await page.goto("/dashboard");
  const day = openDay(page, kind);
  await day.getByRole("button", { name: "I'm in" }).click();
  await expect(day.getByText("You're in")).toBeVisible();
  await whileIn();
  await devTool(page, "Run matching now");
  await page.goto("/dashboard");
  const heading = kind === "Group dinner" ? "Your table" : "Your match";
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** Confirms the match the dashboard shows, then moves the clock to 15 minutes before the meal: the colour screen's time. */
export async function confirmAndSkipToTheMeal(page: Page): Promise<Locator> {
  const match = page.getByRole("region", { name: "Your match" });
  await match.getByRole("button", { name: "Confirm" }).click();
  await expect(match.getByText("Confirmed")).toBeVisible();
  await devTool(page, "Skip to 15 minutes before the meal");
  await page.goto("/dashboard");
  return match;
}
