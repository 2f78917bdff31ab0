import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import {
  confirmAndSkipToTheMeal,
  devTool,
  newStudentReadyToMatch,
  optInAndMatch,
  startOnMonday,
} from "./support/matching";
import { recordWakeLocks, wakeLocksOf } from "./support/wakeLock";

test.describe("the match lifecycle on the offline backend", () => {
  test.setTimeout(120_000);

  test("a newcomer opts in, is matched, confirms, finds their match by colour, meets and meets again", async ({
    page,
  }) => {
    await startOnMonday(page);
    await recordWakeLocks(page);
    const email = await newStudentReadyToMatch(page);
    await optInAndMatch(page, () => expectNoViolations(page));
    const match = page.getByRole("region", { name: "Your match" });
    await expect(match.getByText(/^Wednesday, November 25 at 12:00\sPM at /)).toBeVisible();
    await expectNoViolations(page);

    await match.getByRole("button", { name: "Confirm" }).click();
    await expect(match.getByText("Confirmed")).toBeVisible();
    await expect(match.getByText("It's on: see you there!")).toBeVisible();

    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Find your match" }).click();
    const screen = page.getByRole("dialog");
    await expect(screen).toBeVisible();
    const colour = await screen.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).not.toBe("rgba(0, 0, 0, 0)");
    await expect(screen.getByText(/^Code word: /)).toBeVisible();
    await expect(screen.getByText(/is here\.$/)).toBeVisible();
    const imHere = screen.getByRole("button", { name: "I'm here" });
    await imHere.dblclick();
    await expect(screen.getByText("You told them you're here.")).toBeVisible();
    // Tapped twice at the door: nothing of the page gets selected, and a phone does not zoom.
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
    expect(await imHere.evaluate((button) => getComputedStyle(button).userSelect)).toBe("none");
    expect(await imHere.evaluate((button) => getComputedStyle(button).touchAction)).toBe("manipulation");
    // The screen stays awake while the colour shows (the Permissions-Policy lets the site itself ask).
    await expect(screen.getByText("Your screen stays on while this is open.")).toBeVisible();
    expect(await wakeLocksOf(page)).toEqual({ taken: 1, released: 0, refused: [] });
    await expectNoViolations(page);
    await screen.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => wakeLocksOf(page)).toEqual({ taken: 1, released: 1, refused: [] });

    await devTool(page, "Skip to after the meal");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Did you meet?" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Meet again?" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByText("Thanks! That helps us match you better.")).toBeVisible();

    await page.goto("/people");
    const person = page.getByRole("main").getByRole("listitem");
    await expect(person).toHaveCount(1);
    await expect(person.getByRole("link", { name: /@state\.edu/ })).toHaveAttribute("href", /^mailto:/);
    await expectNoViolations(page);
    await page.goto("/meals");
    await expect(page.getByText("You met")).toBeVisible();

    await page.goto("/dev/mailbox");
    // The emails (the notifications, listed below them, say "You're matched" too).
    const emails = page.getByRole("table", { name: "Emails" });
    await expect(emails.getByRole("row").filter({ hasText: email }).filter({ hasText: "You're matched" })).toHaveCount(
      1,
    );
  });

  test("a student who cancels late tells their match at once, and the late cancellation is remembered", async ({
    page,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Ben");
    await optInAndMatch(page);
    const match = await confirmAndSkipToTheMeal(page);
    await match.getByRole("button", { name: "Can't make it" }).click();
    const dialog = page.getByRole("dialog", { name: "Can't make it?" });
    await expect(dialog.getByText(/counts as a late cancellation/)).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(match.getByText("You cancelled this meal.")).toBeVisible();

    await page.goto("/meals");
    await expect(page.getByText("You cancelled late")).toBeVisible();
    await page.goto("/dev/mailbox");
    // Once by email (a notification, listed below the emails, says it too).
    const emails = page.getByRole("table", { name: "Emails" });
    await expect(emails.getByRole("row").filter({ hasText: "Ben can't make it" })).toHaveCount(1);
  });

  test("a student reports their match: the meal is off without penalty, and the report is kept for review", async ({
    page,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Cy");
    await optInAndMatch(page);
    const match = page.getByRole("region", { name: "Your match" });
    await match.getByRole("button", { name: "Report or block" }).click();
    const dialog = page.getByRole("dialog", { name: /^Report or block / });
    await dialog.getByRole("radio", { name: /^Report/ }).check();
    await dialog.getByLabel("What happened?").selectOption({ label: "Made me feel uncomfortable or unsafe" });
    await dialog.getByLabel("Tell us more (optional)").fill("Sent me odd messages before we even met.");
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText(/reaches our trust and safety team, who review it within 24–48 hours/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(match.getByText("This meal is off. You won't be matched with them again.")).toBeVisible();
    // The card says what she did instead of offering it again.
    await expect(match.getByText(/You reported .+\. You won't be matched again\./)).toBeVisible();
    await expect(match.getByRole("button", { name: "Report or block" })).toBeHidden();
    await expectNoViolations(page);

    await page.goto("/meals");
    await expect(page.getByText("You cancelled", { exact: true })).toBeVisible();
  });

  test("the developer tools page has no accessibility violations", async ({ page }) => {
    await page.goto("/dev");
    await expect(page.getByRole("heading", { level: 1, name: "Developer tools" })).toBeVisible();
    await expectNoViolations(page);
  });
});
