import { expect, type Page, test } from "@playwright/test";
import { DEMO_REVIEWER } from "../domain/devtools/demoReviewer";
import { expectNoViolations } from "./support/axe";
import { newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

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
