import { expect, test } from "@playwright/test";
import { freshEmail, logIn, logOut, mainNavigation, PASSWORD } from "../support/journeys";
import { expectStoredSessionHoldsNoSecret } from "../support/storedSession";
import {
  createVerifiedAccount,
  createVerifiedAccountWithoutProfile,
  readProfileDocument,
  resetEmulators,
  watchForProblems,
} from "./support/emulators";

test.beforeEach(resetEmulators);

test("a verified student logs in, counts down to the next meal time from Firestore, logs out and back in", async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  const uid = await createVerifiedAccountWithoutProfile(email, PASSWORD);
  // The day before the spec's first meal date: the next one is 2025-09-05 18:30, local time.
  await page.clock.setFixedTime(new Date("2025-09-04T16:15"));

  // Its sign-up tab closed before the profile was written: the first log-in asks the age, then writes it.
  await logIn(page, email);
  await expect(page.getByRole("alert")).toContainText("please confirm that you are 18 or older");
  await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("timer")).toHaveAccessibleName("1 day, 2 hours and 15 minutes until the next meal time");
  await expectStoredSessionHoldsNoSecret(page, PASSWORD);
  // A first login writes the profile no sign-up tab wrote.
  expect((await readProfileDocument(uid))?.fields).toMatchObject({
    email: { stringValue: email },
    adult_confirmed_at: { timestampValue: expect.any(String) },
  });

  await logOut(page);
  await expect(mainNavigation(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(mainNavigation(page).getByRole("button", { name: "Logout" })).toBeVisible();

  expect(problems.csp).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a wrong password says 'Incorrect email or password' and keeps the student on the form", async ({ page }) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  await createVerifiedAccount(email, PASSWORD);

  await logIn(page, email, `${PASSWORD}!`);
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);

  expect(problems.csp).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("with the network gone, logging in says so, keeps what was typed, and works once it is back", async ({ page }) => {
  const email = freshEmail();
  await createVerifiedAccount(email, PASSWORD);
  await page.route("http://127.0.0.1:9099/**", (route) => route.abort("internetdisconnected"));

  await logIn(page, email);
  await expect(page.getByRole("alert")).toHaveText(
    "We can't reach Strangers right now. Check your connection and try again.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();

  await page.unroute("http://127.0.0.1:9099/**");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
