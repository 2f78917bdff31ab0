import { expect, test } from "@playwright/test";
import { freshEmail, mainNavigation, signUp, verifyThroughMailbox } from "./support/journeys";

test("a student signs up, verifies in another tab, and the first tab moves on to the dashboard", async ({ page }) => {
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();

  await verifyThroughMailbox(page, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Until next meal time")).toBeVisible();
  await expect(mainNavigation(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("strangers.auth") ?? "null"));
  expect(stored.user.email).toBe(email);
});

test("signing up twice with one address says 'Email already in use' and keeps the form", async ({ page }) => {
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  await page.getByRole("button", { name: "Trouble? Restart sign up" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("");

  await signUp(page, email);
  await expect(page.getByRole("alert")).toHaveText("Email already in use");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();
});
