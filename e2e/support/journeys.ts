import { expect, type Page } from "@playwright/test";

let counter = 0;
/** A school address no other test uses. */
export function freshEmail(): string {
  return `e2e${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@state.edu`;
}

export const PASSWORD = "correct horse battery";

/** Fills and sends the sign-up form; leaves the page waiting for verification. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await page.getByRole("button", { name: "Sign up" }).click();
}

/** What a student does in the local backend: open the mailbox in another tab and follow the link. */
export async function verifyThroughMailbox(page: Page, email: string): Promise<void> {
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  const row = mailbox.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: "Verify email" }).click();
  await expect(mailbox.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  await mailbox.close();
}

/** A verified account, signed in, on its dashboard. */
export async function signUpVerified(page: Page, email = freshEmail()): Promise<string> {
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  await verifyThroughMailbox(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The session ends once /home is on screen: a page loaded before that would still find it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();
}

export const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });
