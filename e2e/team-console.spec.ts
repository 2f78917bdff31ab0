import { expect, type Page, test } from "@playwright/test";
import { DEMO_REVIEWER } from "../domain/devtools/demoReviewer";
import { expectNoViolations } from "./support/axe";
import { signUpVerified } from "./support/journeys";
import { devTool, newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

/** The page does not scroll sideways, nor does anything in `selector`: all of it fits the width. */
async function expectNothingSideways(page: Page, selector: string): Promise<void> {
  const widths = await page.evaluate(
    (inside) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      inside: [...document.querySelectorAll(inside)].map((element) => element.scrollWidth - element.clientWidth),
    }),
    selector,
  );
  expect(widths.page, "the page scrolls sideways").toBeLessThanOrEqual(0);
  for (const overflow of widths.inside)
    expect(overflow, "something in it is cut off at the side").toBeLessThanOrEqual(0);
}

test.describe("the trust and safety console on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("a report's members read as one block per member at 390 px, and as a table at 1440 px", async ({ page }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Noor");
    await optInAndMatch(page);
    const match = page.getByRole("region", { name: "Your match" });
    await match.getByRole("button", { name: "Confirm" }).click();
    await expect(match.getByText("Confirmed")).toBeVisible();
    await match.getByRole("button", { name: "Report or block" }).click();
    const dialog = page.getByRole("dialog", { name: /^Report or block / });
    await dialog.getByRole("radio", { name: /^Report/ }).check();
    await dialog.getByLabel("What happened?").selectOption({ label: "Fake profile or not a student" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.goto("/team");
    await page.getByLabel("Email", { exact: true }).fill(DEMO_REVIEWER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_REVIEWER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Fake profile or not a student" }).first().click();

    const meal = page.getByRole("region", { name: "The meal it is about" });
    const members = meal.getByRole("list", { name: "Members" });
    await expect(members).toBeVisible();
    await expect(meal.getByRole("table")).toBeHidden();
    const noor = members.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Noor" }) });
    await expect(noor.getByRole("term")).toHaveText([
      "Confirmed",
      "Cancelled",
      "Came (said “I'm here”)",
      "“Did you meet?”",
    ]);
    await expect(noor.getByRole("definition").first()).not.toHaveText("No");
    await expectNothingSideways(page, "main *");
    await expectNoViolations(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(meal.getByRole("table")).toBeVisible();
    await expect(members).toBeHidden();
    await expect(meal.getByRole("rowheader", { name: "Noor" })).toBeVisible();
    await expectNothingSideways(page, "main *");
    await expectNoViolations(page);
  });
});

/** On a demo case's page: takes the action, with its note (and days for a suspension), and sees it done. */
async function act(page: Page, reason: string, action: string, done: string, days?: number): Promise<void> {
  await page.getByRole("link", { name: reason }).click();
  await page.getByRole("radio", { name: action }).check();
  if (days !== undefined) await page.getByLabel("Days of suspension").fill(String(days));
  await page.getByLabel("Note (why)").fill("Tried on a demo case");
  await page.getByRole("button", { name: "Record the action" }).click();
  await expect(page.getByText(`Done: ${done}. It is in the audit log.`)).toBeVisible();
  await page.getByRole("link", { name: "Back to the open reports" }).click();
}

test("the demo reviewer warns, suspends and deletes on demo cases, with the team's header, a student staying signed in", async ({
  page,
}) => {
  test.slow(); // a sign-up, the demo cohort, a round and three cases before the console
  await startOnMonday(page);
  const student = await signUpVerified(page);
  await devTool(page, "Add demo students");
  await devTool(page, "Run matching now");
  await devTool(page, "File demo reports");
  await expect(page.getByRole("status")).toHaveText(/^3 demo reports are waiting in the console/);

  await page.goto("/team");
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Trust and safety" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expect(page.getByText(/Signing in here signs no student out/)).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(DEMO_REVIEWER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_REVIEWER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${DEMO_REVIEWER.email}`)).toBeVisible();
  // As the words say: the student is still signed in on this browser.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("strangers.auth") ?? "null"));
  expect(stored?.user.email).toBe(student);

  await act(page, "Inappropriate messages or behaviour", "Warn (an email to them)", "warned");
  await act(page, "Didn't show up", "Suspend", "suspended for 7 days", 7);
  await act(page, "Fake profile or not a student", "Delete their account", "account deleted");
  await expect(page.getByText("No open reports. Nothing is waiting for a review.")).toBeVisible();
  await expect(header.getByRole("link", { name: "Trust and safety" })).toBeVisible();

  // Back in the student's pages, the student's header again.
  await page.goto("/dashboard");
  await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
});
