import { expect, type Page, test } from "@playwright/test";
import { DEMO_OPERATOR } from "../domain/devtools/demoOperator";
import { expectNoViolations } from "./support/axe";
import { signUpVerified } from "./support/journeys";

/**
 * The console's Schedule on the local backend (/ops): the demo operator edits the app's schedule
 * (adapters/local/mealSchedule.json: Wednesday lunches for two at 12:00, 12:30 and 13:00), kept in
 * this browser's database, where the students' pages read it. On Monday 30 November 2026, 09:00.
 */

const MONDAY_MORNING = new Date("2026-11-30T09:00");

async function signInAsOperator(page: Page) {
  await page.clock.setFixedTime(MONDAY_MORNING);
  await page.goto("/ops");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const schedule = page.getByRole("region", { name: "Schedule" });
  await expect(schedule.getByRole("heading", { name: "Edit the schedule" })).toBeVisible();
  return schedule;
}

test("the demo operator moves a Wednesday lunch: the preview and a student's dashboard show it, and a reload keeps it", async ({
  page,
}) => {
  const schedule = await signInAsOperator(page);
  const preview = schedule.getByRole("region", { name: "The next four weeks" });
  const wednesday = preview.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Wednesday, December 2, 2026" }),
  });
  await expect(wednesday).toContainText("Lunch for two at 12:00, 12:30, 13:00");
  await expect(wednesday).toContainText("Opt-in opens Wed, Nov 25, 12:00, closes Tue, Dec 1, 12:00");

  const lunches = schedule.getByRole("group", { name: "Weekly entry 1" });
  await expect(lunches.getByLabel("Day")).toHaveValue("Wed");
  await lunches.getByLabel("Times").fill("11:15, 12:30, 13:00");
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(schedule.getByText("Saved. Students see the new schedule now.")).toBeVisible();
  await expect(wednesday).toContainText("Lunch for two at 11:15, 12:30, 13:00");
  await expect(wednesday).toContainText("Opt-in opens Wed, Nov 25, 11:15, closes Tue, Dec 1, 11:15");

  await page.reload();
  await expect(schedule.getByRole("group", { name: "Weekly entry 1" }).getByLabel("Times")).toHaveValue(
    "11:15, 12:30, 13:00",
  );
  await expect(
    page.getByRole("region", { name: "Team" }).getByText(`${DEMO_OPERATOR.email} saved the schedule:`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await signUpVerified(page);
  await expect(page.getByRole("main").getByText("Wednesday, December 2 · 11:15 AM")).toBeVisible();
});

test("a time that is none is refused beside its field, and nothing is saved", async ({ page }) => {
  const schedule = await signInAsOperator(page);
  const lunches = schedule.getByRole("group", { name: "Weekly entry 1" });
  await lunches.getByLabel("Times").fill("11:15, 25:00");
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(lunches.getByLabel("Times")).toHaveAttribute("aria-invalid", "true");
  await expect(lunches.getByText("“25:00” is not a time on a 24-hour clock, like 18:30.")).toBeVisible();
  await page.reload();
  await expect(schedule.getByRole("group", { name: "Weekly entry 1" }).getByLabel("Times")).toHaveValue(
    "12:00, 12:30, 13:00",
  );
});

for (const width of [390, 1440]) {
  test(`the Schedule section has no WCAG 2.2 AA violations at ${width}px, problems shown, nor anything past the screen's edge`, async ({
    page,
  }) => {
    test.slow(); // two full axe scans of a long page
    await page.setViewportSize({ width, height: 900 });
    const schedule = await signInAsOperator(page);
    await expectNoViolations(page);
    const mixer = schedule.getByRole("group", { name: "Weekly entry 2" });
    await expect(mixer.getByLabel("Kind")).toHaveValue("mixer");
    await mixer.getByLabel("Title").fill("");
    await schedule.getByRole("button", { name: "Save schedule" }).click();
    await expect(mixer.getByText("A mixer needs a title.")).toBeVisible();
    await expectNoViolations(page);
    // Nothing of the section reaches past the screen's edge.
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll("#schedule *")].map((element) => element.getBoundingClientRect().right),
      ),
    );
    expect(widest).toBeLessThanOrEqual(width);
  });
}
