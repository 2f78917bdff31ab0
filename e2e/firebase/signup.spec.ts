import { expect, test } from "@playwright/test";
import { freshEmail, mainNavigation, signUp } from "../support/journeys";
import {
  createVerifiedAccount,
  readProfileDocument,
  resetEmulators,
  uidOf,
  verificationLink,
  watchForProblems,
} from "./support/emulators";

test.beforeEach(resetEmulators);

test("a student signs up, opens the link in the verification email, and the waiting tab moves on to the dashboard", async ({
  page,
  context,
}) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();

  // What the student's click in the email does: the emulator applies the code, then redirects to the
  // continue URL, the site root.
  const link = await verificationLink(email);
  expect(new URL(link).searchParams.get("continueUrl")).toBe("http://localhost:4174/");
  const emailTab = await context.newPage();
  await emailTab.goto(link);
  await expect(emailTab).toHaveURL(/^http:\/\/localhost:4174\//);

  // The waiting tab notices at its next check (every 2 s: tests/domain/account/SignUpAndVerify.test.ts
  // holds the interval), then writes the default profile before it moves on. On a busy CI machine,
  // the check, the token's refresh and that first Firestore read and write took up to 6 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText("Until next meal time")).toBeVisible();
  await expect(mainNavigation(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("strangers.auth") ?? "null"));
  expect(stored.user.email).toBe(email);

  // The default profile (spec §3), written through the security rules as the verified owner.
  const profile = await readProfileDocument(await uidOf(email));
  expect(profile?.fields).toMatchObject({
    email: { stringValue: email },
    has_meal_plan: { booleanValue: false },
    bio: { stringValue: "" },
    created_at: { timestampValue: expect.any(String) },
    last_active: { timestampValue: expect.any(String) },
    adult_confirmed_at: { timestampValue: expect.any(String) },
  });

  expect(problems.csp).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("signing up with an address already in use says 'Email already in use' and keeps the form", async ({ page }) => {
  const problems = watchForProblems(page);
  const email = freshEmail();
  await createVerifiedAccount(email, "another password 1");

  await signUp(page, email);
  await expect(page.getByRole("alert")).toHaveText("Email already in use");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();

  expect(problems.csp).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
