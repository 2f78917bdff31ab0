import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { PASSWORD, signUpVerified } from "./support/journeys";

/**
 * A student's account is theirs (local backend): signed up with "I am 18 or older", their data
 * downloaded as a file, then the account deleted (the password typed again), after which the same
 * email and password are refused.
 */
test("sign up (18 or older), download my data, delete the account: logging in again is refused", async ({ page }) => {
  // A whole account's life with an axe scan on the way: more than 30 s on a loaded machine.
  test.slow();
  const email = await signUpVerified(page);
  await page.goto("/profile");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^strangers-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(data.account.email).toBe(email);
  expect(data.profile.email).toBe(email);
  await expect(page.getByText(`Your data is in ${download.suggestedFilename()}.`)).toBeVisible();

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByLabel("Your password", { exact: true }).fill(`${PASSWORD}!`);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByRole("alert")).not.toBeEmpty();
  await expect(dialog.getByLabel("Your password", { exact: true })).toHaveValue(`${PASSWORD}!`);
  await dialog.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete account" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  // The login page the deletion led to: the same email and password are refused now.
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);
});
