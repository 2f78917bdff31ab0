import { expect, type Page, test } from "@playwright/test";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, PASSWORD } from "./support/journeys";
import { SPLASH_MOVES_ON_WITHIN_MS } from "./support/splash";

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Could not reach ${target} with Tab`);
}

test("a keyboard-only student signs up, verifies, reaches the dashboard and logs out", async ({ page }) => {
  const email = freshEmail();
  await page.goto("/signup");
  await tabTo(page, page.getByLabel("Email", { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel("Confirm password", { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole("checkbox", { name: /Terms of Service/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("checkbox", { name: /Privacy Policy/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("checkbox", { name: "I am 18 or older" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Sign up" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();

  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  const verify = mailbox.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Verify email" });
  await tabTo(mailbox, verify);
  await mailbox.keyboard.press("Enter");
  await expect(mailbox.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  await mailbox.close();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  const logout = page.getByRole("button", { name: "Logout" });
  await tabTo(page, logout);
  const outline = await logout.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
});

test("focus moves to the new page's heading after a route change", async ({ page }) => {
  await skipIntroForThisVisit(page);
  await page.goto("/home");
  const about = page.getByRole("contentinfo").getByRole("link", { name: "About Us" });
  await tabTo(page, about, 80);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  // No intro here: /home shows at once, and a focused heading would wear its ring untouched.
  test("the splash hands over to /home without putting the focus on its heading", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/, { timeout: SPLASH_MOVES_ON_WITHIN_MS });
    // The footer's code comes after /home's: by then the page's arrival effects have run.
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("nothing on the public pages loops or moves for long", async ({ page }) => {
    for (const path of ["/", "/home", "/about", "/dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .map((animation) => animation.effect?.getComputedTiming())
          .filter(
            (timing) =>
              timing !== undefined && (timing.iterations === Number.POSITIVE_INFINITY || Number(timing.duration) > 100),
          ),
      );
      expect(running, path).toEqual([]);
    }
  });
});
