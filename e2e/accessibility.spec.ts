import { expect, test } from "@playwright/test";
import { DEMO_OPERATOR } from "../domain/devtools/demoOperator";
import { PRERENDERED_PATHS } from "../src/app/prerender/prerenderedPaths";
import { expectNoViolations } from "./support/axe";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, PASSWORD, signUp, signUpVerified } from "./support/journeys";

/**
 * Every page open without an account: the pre-rendered ones, the local mailbox, the 404 page, and a
 * signed-in screen signed out (the log-in page the app shell draws: src/app/logInFirst.ts).
 */
const PUBLIC_ROUTES = [...PRERENDERED_PATHS, "/dev/mailbox", "/no-such-page", "/dashboard"];

for (const width of [390, 1440]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await skipIntroForThisVisit(page);
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
        await expectNoViolations(page);
      });
    }

    test("the signed-in pages, the error states and the pending sign-up have no violations", async ({ page }) => {
      test.slow(); // five full axe scans and a sign-up
      await page.goto("/login");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert")).not.toBeEmpty();
      await expectNoViolations(page);

      await page.goto("/signup");
      await page.getByLabel("Email", { exact: true }).fill("ana@gmail.com");
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByLabel("Confirm password", { exact: true }).fill("differs");
      await expectNoViolations(page);

      await signUp(page, freshEmail());
      await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("button", { name: "Trouble? Restart sign up" }).click();
      await signUpVerified(page);
      await expectNoViolations(page);
      await page.goto("/profile");
      await expect(page.getByRole("group", { name: "When can you eat?" })).toBeVisible();
      await expectNoViolations(page);
    });

    test("the operators' console has no violations: its sign-in and failure, its sections, a place's form with problems", async ({
      page,
    }) => {
      test.slow(); // four full axe scans of a long page
      await page.goto("/ops");
      await page.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
      await page.getByLabel("Password", { exact: true }).fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
      await expectNoViolations(page);

      await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Places of umich.edu" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Outcomes", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        "the console scrolls sideways",
      ).toBeLessThanOrEqual(0);
      await expectNoViolations(page);

      await page
        .getByRole("region", { name: "Places of umich.edu" })
        .getByRole("button", { name: "Add a place" })
        .click();
      await page.getByRole("button", { name: "Save place" }).click();
      await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectNoViolations(page);
    });

    test("the first-impression states have no violations: why the button is grey, Resend email, errors clearing", async ({
      page,
    }) => {
      test.slow(); // several full axe scans, two sign-ups and a countdown
      await page.goto("/signup");
      await page.getByLabel("Email", { exact: true }).fill("ana@state.edu");
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
      await expect(page.getByText("Please agree to the Terms of Service")).toBeVisible();
      await expectNoViolations(page);

      // An unverified address on /login: the message, and Resend email after a click, counting down.
      const email = freshEmail();
      await signUp(page, email);
      await expect(page.getByRole("button", { name: /Resend/ })).toBeVisible();
      await page.getByRole("button", { name: "Trouble? Restart sign up" }).click();
      await page.goto("/login");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByRole("button", { name: "Resend email" }).click();
      await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
      await expectNoViolations(page);

      await signUpVerified(page);
      await page.goto("/profile");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      await expectNoViolations(page);
      await page.getByLabel("First name").fill("Ana");
      await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid");
      await expectNoViolations(page);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open menu has no violations", async ({ page }) => {
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "Blog" })).toBeVisible();
    await expectNoViolations(page);
  });
});
