import { expect, test } from "@playwright/test";
import { freshEmail, signUp } from "./support/journeys";

// Runs on the production build and on the dev server (`npm start`): playwright.config.ts, ON_THE_DEV_SERVER.
test("a pending sign-up survives a reload and a closed tab, and its verification signs the student in with its 18+ answer", async ({
  page,
  context,
}) => {
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Email sent to ${email}! Check your inbox to verify.`)).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();

  // The tab is closed; the student comes back to the sign-up page in a new one.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto("/signup");
  await expect(reopened.getByText(`Email sent to ${email}! Check your inbox to verify.`)).toBeVisible();
  await expect(reopened.getByRole("button", { name: /Resend email/ })).toBeVisible();
  await reopened.close();

  // With no sign-up tab open at all, the verified page leads to the sign-up page, which finishes it.
  const mailbox = await context.newPage();
  await mailbox.goto("/dev/mailbox");
  await mailbox.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Verify email" }).click();
  await expect(mailbox.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  await expect(mailbox.getByRole("status")).toContainText(
    "Closed it? Continue to Strangers finishes your sign-up here.",
  );
  await mailbox.getByRole("link", { name: "Continue to Strangers" }).click();
  await expect(mailbox).toHaveURL(/\/dashboard$/);
  await expect(mailbox.getByText("Until next meal time")).toBeVisible();
  // The sign-up's "I am 18 or older" stands: nothing asks it again.
  await expect(mailbox.getByRole("checkbox", { name: "I am 18 or older" })).toHaveCount(0);
  const stored = await mailbox.evaluate(() => JSON.parse(localStorage.getItem("strangers.auth") ?? "null"));
  expect(stored.user.email).toBe(email);
  expect(stored.user.adult_confirmed_at).toEqual(expect.any(Number));
  expect(await mailbox.evaluate(() => localStorage.getItem("strangers.pendingSignUp"))).toBeNull();
});

test("the verified page of a browser without the sign-up says to log in, and leads there", async ({ page }) => {
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  // The local backend's accounts live in this browser's IndexedDB, so the link is followed here, once
  // the sign-up is forgotten (as on another computer, which would not hold it either).
  await page.evaluate(() => localStorage.removeItem("strangers.pendingSignUp"));
  await page.goto("/dev/mailbox");
  await page.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Verify email" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "This browser has no sign-up waiting for this address: log in with it and its password to continue.",
  );
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
