import { expect, type Page, test } from "@playwright/test";
import { DEMO_REVIEWER } from "../domain/devtools/demoReviewer";
import { signUpVerified } from "./support/journeys";
import { devTool, startOnMonday } from "./support/matching";

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
  await expect(header.getByRole("link", { name: "Open reports" })).toBeVisible();
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
  await expect(header.getByRole("link", { name: "Open reports" })).toBeVisible();

  // Back in the student's pages, the student's header again.
  await page.goto("/dashboard");
  await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
});
