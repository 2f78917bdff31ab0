import { expect, type Page, test } from "@playwright/test";
import { logIn, logOut, PASSWORD, signUpVerified } from "./support/journeys";

// A signed-out visitor to a screen that needs a session: the app shell sends them to the
// pre-rendered log-in page at once (src/app/logInFirst.ts), not once the app's code has come.

/** The path whose pre-rendered HTML the browser was served, or undefined for the app shell. */
const servedPage = (page: Page) => page.evaluate(() => document.getElementById("root")?.dataset.prerendered);

test("signed out, /dashboard opens the pre-rendered log-in page, without the dashboard's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  expect(await servedPage(page)).toBe("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The dashboard's own code never loads for a visitor it would turn away.
  expect(scripts.filter((path) => path.includes("DashboardPage"))).toEqual([]);
});

test("signed out, a screen that needs a session leads back to it after logging in", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await page.goto("/profile?from=mail#about");
  await expect(page).toHaveURL(/\/login$/);
  expect(await servedPage(page)).toBe("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/profile\?from=mail#about$/);
});

test("signed in, /dashboard opens the dashboard itself", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await servedPage(page)).toBeUndefined();
});
