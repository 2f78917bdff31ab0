import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { freshEmail, logOut, PASSWORD, signUp } from "../support/journeys";
import {
  createVerifiedAccount,
  disableAccount,
  readProfileDocument,
  resetEmulators,
  startEmulator,
  stopEmulator,
  uidOf,
  verificationLink,
  watchForProblems,
  writeProfileDocument,
  writeSignedUpProfile,
} from "./support/emulators";

/**
 * Faults, measured (docs/reliability.md, "Faults, measured"): the servers stop in the middle of what the student
 * does, the network goes, an answer never comes, a document is not what this version writes, an
 * administrator disables the account. In each: what the student sees, and that nothing typed is lost
 * and no screen is left waiting.
 *
 * "Stopped" faults stop the Firestore emulator for real (scripts/with-emulators.mjs's control): its
 * port refuses connections until it is started again. It comes back empty (the emulator keeps data in
 * memory), so the test puts back what a real server would have kept: the meal times and the student's
 * document. The answer that never comes is simulated with a Playwright route that holds the requests.
 */

test.beforeEach(resetEmulators);

// A test that fails between its stop and its start must not leave the next test, or its own retry,
// without a server (starting one that answers does nothing).
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook needs from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await startEmulator("firestore");
  await startEmulator("auth");
});

const CONNECTION_PROBLEM = "We can't reach Strangers right now. Check your connection and try again.";
const TOO_SLOW = "Strangers is taking too long to answer. Check your connection and try again.";

/** The log-in form, once the app's code has taken over the page (the faults below come after that). */
async function fillLogIn(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
}

async function expectLogInFormKept(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
}

/** A verified student, logged in, on the dashboard with its countdown. */
async function onTheDashboard(page: Page): Promise<{ email: string; uid: string }> {
  const email = freshEmail();
  const uid = await createVerifiedAccount(email, PASSWORD);
  await page.clock.setFixedTime(new Date("2025-09-04T16:15"));
  await fillLogIn(page, email);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  return { email, uid };
}

test("Firestore stopped in the middle of log-in: it says so, keeps the form, and logs in once it is back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const email = freshEmail();
  await createVerifiedAccount(email, PASSWORD);
  await page.clock.setFixedTime(new Date("2025-09-04T16:15"));
  await fillLogIn(page, email);

  // The sign-in (auth emulator) succeeds; reading the profile (Firestore) finds nobody listening.
  await stopEmulator("firestore");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText(CONNECTION_PROBLEM);
  await expectLogInFormKept(page, email);
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();

  await startEmulator("firestore");
  // It comes back empty; a real server would still have the profile.
  await writeSignedUpProfile(await uidOf(email), email);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("timer")).toBeVisible();
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("Firestore stopped in the middle of a profile save: it says so, keeps every change, and saves once it is back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const { uid } = await onTheDashboard(page);
  await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByLabel("First name")).toBeEnabled();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lima");
  await page.getByLabel("Class level").selectOption("Junior");
  await page.getByRole("checkbox", { name: "Fri 18:30" }).check();
  const stored = await readProfileDocument(uid);

  await stopEmulator("firestore");
  await page.getByRole("button", { name: "Save profile" }).click();
  // The profile's alert (the "Your account and data" section has its own, empty meanwhile).
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "We couldn't reach Strangers to save your profile. Your changes are still here: check your connection and try again.",
  );
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByLabel("Last name")).toHaveValue("Lima");
  await expect(page.getByLabel("Class level")).toHaveValue("Junior");
  await expect(page.getByRole("checkbox", { name: "Fri 18:30" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();

  await startEmulator("firestore");
  await writeProfileDocument(uid, stored?.fields ?? {});
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  expect((await readProfileDocument(uid))?.fields).toMatchObject({ first_name: { stringValue: "Ana" } });
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("Firestore stopped while the dashboard is open: each screen says what it could not load, none keeps loading", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const { uid } = await onTheDashboard(page);
  const stored = await readProfileDocument(uid);

  await stopEmulator("firestore");
  await page.reload();
  await expect(page.getByText("We couldn't load the meal times. We'll keep trying.")).toBeVisible();
  await expect(page.getByText("Loading next meal time...")).toHaveCount(0);
  await expectNoViolations(page);
  // Still signed in: the identity provider (auth emulator) still answers for the student.
  await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByText(/We couldn't reach Strangers to load your latest profile/)).toBeVisible();
  await expect(page.getByLabel("First name")).toBeEnabled();
  await expectNoViolations(page);

  await startEmulator("firestore");
  await writeProfileDocument(uid, stored?.fields ?? {});
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("Auth stopped: a signed-in student keeps working, logging in says it cannot reach us, and works once it is back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  const { email } = await onTheDashboard(page);

  await stopEmulator("auth");
  try {
    // Opening a signed-in screen asks the provider, which cannot answer: the session stays.
    await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel("First name")).toBeEnabled();
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Last name").fill("Lima");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved.")).toBeVisible();

    await logOut(page);
    await fillLogIn(page, email);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText(CONNECTION_PROBLEM);
    await expectLogInFormKept(page, email);
  } finally {
    await startEmulator("auth");
  }
  // The emulator forgets its accounts when stopped; a real server would still know this one.
  await createVerifiedAccount(email, PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("the network offline during log-in: it says so, keeps the form, and logs in once back online", async ({
  page,
  context,
}) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  await createVerifiedAccount(email, PASSWORD);
  await fillLogIn(page, email);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText(CONNECTION_PROBLEM);
  await expectLogInFormKept(page, email);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("the network offline while sign-up waits for the email: checking pauses, and resumes at once when back", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const problems = watchForProblems(page);
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();

  await context.setOffline(true);
  const checksWhileOffline: string[] = [];
  const countChecks = (request: { url(): string }) => {
    if (request.url().includes("accounts:lookup")) checksWhileOffline.push(request.url());
  };
  page.on("request", countChecks);
  // The student opens the link on their phone meanwhile.
  await fetch(await verificationLink(email), { redirect: "manual" });
  await page.waitForTimeout(5_000);
  page.off("request", countChecks);
  expect(checksWhileOffline).toEqual([]);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("an answer that never comes: 'Logging in…' gives up at the time-out, says so, and the form is kept", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchForProblems(page);
  const email = freshEmail();
  await createVerifiedAccount(email, PASSWORD);
  await fillLogIn(page, email);
  // Firestore's requests are held without an answer, as by a stalled connection.
  await page.route("http://127.0.0.1:8080/**", () => {});

  const clickedAt = Date.now();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Logging in…" })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText(TOO_SLOW, { timeout: 20_000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(10_000);
  await expectLogInFormKept(page, email);
  await expectNoViolations(page);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("an answer that never comes on /profile: read-only meanwhile, then this device's copy, editable", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchForProblems(page);
  await onTheDashboard(page);
  // Firestore's requests are held from now on: the profile read (and the slot list) never answer.
  await page.route("http://127.0.0.1:8080/**", () => {});
  await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading your profile…" })).toBeVisible();
  await expect(page.getByLabel("First name")).toBeDisabled();
  await expectNoViolations(page);

  await expect(
    page.getByText(/Loading your latest profile took too long, so this is the copy on this device/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel("First name")).toBeEnabled();
  await page.getByLabel("First name").fill("Ana");
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("a profile document written by an older version: the student logs in, and saves over its bad fields", async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  const uid = await createVerifiedAccount(email, PASSWORD);
  await writeProfileDocument(uid, {
    email: { stringValue: email },
    emailVerified: { booleanValue: true },
    first_name: { integerValue: "42" },
    class_level: { stringValue: "sophomore year" },
    created_at: { stringValue: "2024-09-01" },
    adult_confirmed_at: { timestampValue: "2024-09-01T12:00:00Z" },
    preferences: { mapValue: { fields: { interests: { stringValue: "jazz, chess" } } } },
  });
  await page.clock.setFixedTime(new Date("2025-09-04T16:15"));
  await fillLogIn(page, email);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("timer")).toBeVisible();

  await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByLabel("First name")).toBeEnabled();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Class level")).toHaveValue("");
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lima");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  expect((await readProfileDocument(uid))?.fields).toMatchObject({
    first_name: { stringValue: "Ana" },
    emailVerified: { booleanValue: true },
    created_at: { stringValue: "2024-09-01" },
  });
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("an account disabled while signed in: the next screen signs the student out, cached data and all", async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const { email } = await onTheDashboard(page);
  await disableAccount(await uidOf(email));

  await page.getByRole("complementary").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This account has been disabled. If you think that's a mistake, write to us from the Contact page.",
  );
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});

test("an account disabled while signed in is noticed after a reload too", async ({ page }) => {
  const problems = watchForProblems(page);
  const { email } = await onTheDashboard(page);
  await disableAccount(await uidOf(email));

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("strangers.auth"))).toBeNull();
  expect(problems).toEqual({ csp: [], pageErrors: [] });
});
