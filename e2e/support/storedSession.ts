import { expect, type Page } from "@playwright/test";

/** What the stored session may hold (spec §3): the account id, the profile fields and the expiry. */
const SESSION_USER_KEYS = [
  "adult_confirmed_at",
  "bio",
  "class_level",
  "created_at",
  "email",
  "first_name",
  "has_meal_plan",
  "last_active",
  "last_name",
  "location",
  "major",
  "preferences",
  "uid",
  "university",
];

/** The stored session holds the profile and an expiry: never the password, nor any token. */
export async function expectStoredSessionHoldsNoSecret(page: Page, password: string): Promise<void> {
  const entry = await page.evaluate(() => localStorage.getItem("strangers.auth"));
  expect(entry).not.toBeNull();
  const stored = JSON.parse(entry ?? "{}");
  expect(Object.keys(stored).sort()).toEqual(["expiry", "user"]);
  expect(Object.keys(stored.user).sort()).toEqual(SESSION_USER_KEYS);
  expect(entry).not.toContain(password);
  expect(entry?.toLowerCase()).not.toMatch(/token|password|secret/);
}
