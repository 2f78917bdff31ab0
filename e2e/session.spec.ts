import { expect, test } from "@playwright/test";
import { logOut, mainNavigation, signUpVerified } from "./support/journeys";

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

test("the session ends by itself 7 days after login", async ({ page }) => {
  await page.clock.install();
  await signUpVerified(page);
  await page.clock.fastForward(SEVEN_DAYS_MS - 5 * 60_000);
  await expect(mainNavigation(page).getByRole("button", { name: "Logout" })).toBeVisible();

  await page.clock.fastForward(10 * 60_000);
  await expect(mainNavigation(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();
});

test("a corrupt stored session is removed and the visitor is signed out", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("strangers.auth", "{not json"));
  await page.reload();
  await expect(mainNavigation(page).getByRole("link", { name: "Login" })).toBeVisible();
  // The pre-rendered page shows "Login" before the app has read the entry: wait for the app to remove it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();
});

test("logging out in one tab signs the other tab out", async ({ page }) => {
  await signUpVerified(page);
  const other = await page.context().newPage();
  await other.goto("/about");
  await expect(mainNavigation(other).getByRole("button", { name: "Logout" })).toBeVisible();

  await logOut(page);
  await expect(mainNavigation(other).getByRole("link", { name: "Login" })).toBeVisible();
});
