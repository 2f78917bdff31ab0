import { expect, type Page, test } from "@playwright/test";
import { collectErrors, hydrated } from "./support/hydration";
import { logIn, logOut, PASSWORD, signUpVerified } from "./support/journeys";

// A signed-out visitor to a screen that needs a session: the app shell draws the pre-rendered
// log-in page it carries at once (src/app/logInFirst.ts), in the same document, before any of the
// app's code has come; a signed-in student never sees it.

/** The path whose pre-rendered markup the page shows, or undefined for the app shell. */
const servedPage = (page: Page) => page.evaluate(() => document.getElementById("root")?.dataset.prerendered);

const LOG_IN_HEADING = "Log in to get matched";

test("signed out, /dashboard draws the log-in page in its first document, then brings it to life", async ({ page }) => {
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "document") documents.push(path);
    if (request.resourceType() === "script") scripts.push(path);
  });
  const errors = collectErrors(page);
  // The heading as the document stood once parsed (the entry, a module, has run by then).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector("h1");
    });
  });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  expect(await servedPage(page)).toBe("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LOG_IN_HEADING);
  await expect(page).toHaveTitle("Log in · Strangers");
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect.poll(() => hydrated(page)).toBe(true);
  // Hydrated, not drawn again: the same heading node, and React found nothing to complain about.
  const kept = await page.evaluate(
    () => document.querySelector("h1") === (window as unknown as { drawnHeading: Element | null }).drawnHeading,
  );
  expect(kept, "the heading node the shell drew").toBe(true);
  expect(errors).toEqual([]);
  // One document: no second trip for /login's HTML.
  expect(documents).toEqual(["/dashboard"]);
  // The dashboard's own code never loads for a visitor it would turn away.
  expect(scripts.filter((path) => path.includes("DashboardPage"))).toEqual([]);
});

test("signed out, the browser fetches no code but the shell's entry before the log-in page has painted", async ({
  page,
}) => {
  // Every script asked for, with when (the machine's clock, which the page's timeOrigin shares),
  // whichever document asked.
  const scripts: { path: string; at: number }[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push({ path: new URL(request.url()).pathname, at: Date.now() });
  });
  await page.goto("/dashboard");
  await expect.poll(() => hydrated(page)).toBe(true);
  const { painted, entry } = await page.evaluate(() => ({
    painted: performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
    entry: new URL((document.querySelector('script[type="module"]') as HTMLScriptElement).src).pathname,
  }));
  expect(
    scripts.some((script) => script.path.includes("startApp")),
    "the app's code came",
  ).toBe(true);
  const early = scripts.filter((script) => script.at < painted && script.path !== entry).map((script) => script.path);
  expect(early, "code fetched before the log-in page's first paint").toEqual([]);
});

test("signed out, a screen that needs a session leads back to it after logging in", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await page.goto("/profile?from=mail#about");
  await expect(page).toHaveURL(/\/login$/);
  expect(await servedPage(page)).toBe("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/profile\?from=mail#about$/);
});

test("signed in, /dashboard opens the dashboard itself, never the log-in page nor its image", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Watches the new document for the log-in form, however briefly it might be there.
  await page.addInitScript(() => {
    const seen = window as unknown as { logInFormSeen: boolean };
    seen.logInFormSeen = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.id === "login-email" || node.querySelector("#login-email"))) {
            seen.logInFormSeen = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard · Strangers");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await servedPage(page)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { logInFormSeen: boolean }).logInFormSeen)).toBe(false);
  expect(images.filter((path) => path.includes("auth-login"))).toEqual([]);
});
