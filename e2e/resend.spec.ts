import { expect, type Page, test } from "@playwright/test";
import { freshEmail, PASSWORD, signUp } from "./support/journeys";

// "Resend email": while a sign-up waits for its verification, and on /login for an address not yet
// verified. The local backend's mailbox (/dev/mailbox) shows what was sent.

/** The emails the local mailbox holds for `email`, newest first. */
async function mailboxRows(page: Page, email: string) {
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  const rows = mailbox.getByRole("table", { name: "Emails" }).getByRole("row").filter({ hasText: email });
  return { mailbox, rows };
}

test("while verification is pending, Resend email counts down, then sends a new link that works", async ({ page }) => {
  await page.clock.install();
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  const resend = page.getByRole("button", { name: /Resend/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend email in \d+ s$/);
  await page.clock.runFor(61_000);
  await expect(resend).toHaveText("Resend email");
  await resend.click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  await expect(resend).toBeDisabled();

  const { mailbox, rows } = await mailboxRows(page, email);
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole("link", { name: "Verify email" }).click();
  await expect(mailbox.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  await mailbox.close();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("after 'Restart sign up' and 'Email already in use', logging in offers Resend email, whose link lets the student in", async ({
  page,
}) => {
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  await page.getByRole("button", { name: "Trouble? Restart sign up" }).click();
  await signUp(page, email);
  await expect(page.getByRole("alert")).toHaveText("Email already in use");

  // The way that works: log in, with the address carried over.
  await page.getByRole("link", { name: "Log in to get a new verification email" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("Please verify your email first");
  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend/ })).toBeDisabled();

  const { mailbox, rows } = await mailboxRows(page, email);
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole("link", { name: "Verify email" }).click();
  await expect(mailbox.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  await mailbox.close();

  // Its profile is written now, at the first verified log-in: the age is asked first.
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
