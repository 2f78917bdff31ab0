import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { logIn, logOut } from "./support/journeys";
import { devTool, newStudentReadyToMatch, openDay, startOnMonday } from "./support/matching";

/** Wednesday 25 November 2026 at this time, on the machine's clock (the day's lunches are 12:00, 12:30, 13:00). */
const wednesdayAt = (hour: number, minute = 0) => new Date(2026, 10, 25, hour, minute);

/** The page at both widths the accessibility checks use: a phone's and a laptop's. */
async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
  }
}

test.describe("the same-day rescue on the offline backend", () => {
  test.setTimeout(240_000);

  test("a partner's late cancellation offers a rescue that a student on standby accepts, and both see the new match", async ({
    page,
  }) => {
    await startOnMonday(page);
    // Cy signs up and stays out of Wednesday's matching; Ana and Ben are in for 12:00 and matched.
    const cy = await newStudentReadyToMatch(page, "Cy");
    await logOut(page);
    const ben = await newStudentReadyToMatch(page, "Ben");
    await page.goto("/dashboard");
    await openDay(page, "Lunch for two").getByRole("button", { name: "I'm in" }).click();
    await expect(openDay(page, "Lunch for two").getByText("You're in")).toBeVisible();
    await logOut(page);
    const ana = await newStudentReadyToMatch(page, "Ana");
    await page.goto("/dashboard");
    await openDay(page, "Lunch for two").getByRole("button", { name: "I'm in" }).click();
    await expect(openDay(page, "Lunch for two").getByText("You're in")).toBeVisible();
    await devTool(page, "Run matching now");
    await page.goto("/dashboard");
    const match = page.getByRole("region", { name: "Your match" });
    await match.getByRole("button", { name: "Confirm" }).click();
    await expect(match.getByText("Confirmed")).toBeVisible();
    await logOut(page);
    await logIn(page, ben);
    await page.getByRole("region", { name: "Your match" }).getByRole("button", { name: "Confirm" }).click();
    await logOut(page);

    // Wednesday morning: Cy says he is free today.
    await page.clock.setSystemTime(wednesdayAt(10));
    await logIn(page, cy);
    const standby = page.getByRole("region", { name: "Free today?" });
    await expect(standby.getByText(/we may ask you to join them/)).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await standby.getByRole("button", { name: "I'm free today" }).click();
    await expect(standby.getByText(/You're on standby for today/)).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await logOut(page);

    // 11:30: Ben cancels, late. Ana, left alone, is offered a rescue at once.
    await page.clock.setSystemTime(wednesdayAt(11, 30));
    await logIn(page, ben);
    await page.getByRole("region", { name: "Your match" }).getByRole("button", { name: "Can't make it" }).click();
    await page.getByRole("dialog", { name: "Can't make it?" }).getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByText("You cancelled this meal.")).toBeVisible();
    await logOut(page);

    await logIn(page, cy);
    const offer = page.getByRole("region", { name: "Someone is eating alone" });
    await expect(offer.getByText(/their match can't come\. Join them\?/)).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await offer.getByRole("button", { name: "Join" }).click();
    await expect(offer.getByText("You're matched! Your new meal is on the dashboard.")).toBeVisible();
    const cysMatch = page.getByRole("region", { name: "Your match" });
    await expect(cysMatch.getByText(/Ana/).first()).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await logOut(page);

    await logIn(page, ana);
    await expect(
      page.getByRole("region", { name: "Your match can't come" }).getByText(/You're matched!/),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Your match" }).filter({ hasText: "Cy" })).toHaveCount(1);
    await expectNoViolationsAtBothWidths(page);
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("row").filter({ hasText: cy }).filter({ hasText: "join them?" })).toHaveCount(1);
  });
});
