import { expect, test } from "@playwright/test";
import { logIn, logOut, mainNavigation, PASSWORD, signUpVerified } from "./support/journeys";
import { expectStoredSessionHoldsNoSecret } from "./support/storedSession";

test("a verified student logs out, then logs back in to the dashboard", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await expect(mainNavigation(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("timer")).toBeVisible();
  await expectStoredSessionHoldsNoSecret(page, PASSWORD);
});

test("a wrong password says 'Incorrect email or password' and keeps the student on the form", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await logIn(page, email, `${PASSWORD}!`);
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
});
