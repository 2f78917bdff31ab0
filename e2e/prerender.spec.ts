import { expect, type Page, test } from "@playwright/test";
import { PRERENDERED_PATHS } from "../src/app/prerender/prerenderedPaths";
import { collectErrors, hydrated } from "./support/hydration";
import { skipIntroForThisVisit } from "./support/intro";
import { mainNavigation, signUpVerified } from "./support/journeys";

// Public pages are pre-rendered to HTML at build time (scripts/prerenderPlugin.ts) and hydrated
// in the browser; the signed-in screens are drawn from the app shell.

const SHELL_TITLE = "Strangers · Meet students from your school over a meal";

/** The page's main heading, which every page has; the splash's is for screen readers only. */
const mainHeading = (page: Page) => page.locator("h1").first();

/** Remembers the heading the HTML arrived with, to tell hydration (same node) from a redraw. */
async function rememberServedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector("h1");
    });
  });
}

for (const path of PRERENDERED_PATHS) {
  test.describe(path, () => {
    test("arrives as HTML: heading, title and description without any script", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(mainHeading(page)).not.toBeEmpty();
      expect(await page.title()).not.toBe(SHELL_TITLE);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator("head title")).toHaveCount(1);
      await context.close();
    });

    test("is hydrated without a mismatch, keeping the served markup", async ({ page }) => {
      await skipIntroForThisVisit(page);
      await rememberServedHeading(page);
      const errors = collectErrors(page);
      await page.goto(path);
      await expect.poll(() => hydrated(page)).toBe(true);
      const kept = await page.evaluate(
        () => document.querySelector("h1") === (window as unknown as { servedHeading: Element | null }).servedHeading,
      );
      expect(kept, "the heading node the HTML arrived with").toBe(true);
      expect(errors).toEqual([]);
      await expect(page.locator("head title")).toHaveCount(1);
    });
  });
}

for (const path of ["/login", "/signup"]) {
  test(`${path}'s form can be filled in before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const before = await context.newPage();
    await before.goto(path);
    // What is typed then is adopted when the script takes over (e2e/early-input.spec.ts).
    await expect(before.getByLabel("Email", { exact: true })).toBeEditable();
    await before.getByLabel("Email", { exact: true }).fill("ana@state.edu");
    await expect(before.getByLabel("Email", { exact: true })).toHaveValue("ana@state.edu");
    await context.close();
  });
}

test("a signed-in student gets their own header on a pre-rendered page, and is sent on from /login", async ({
  page,
}) => {
  await signUpVerified(page);
  const errors = collectErrors(page);
  await page.goto("/about");
  await expect(mainNavigation(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});

for (const path of ["/home", "/login"]) {
  test(`${path} fetches the app's code only once its own content has loaded and painted`, async ({ page }) => {
    await page.goto(path);
    await expect.poll(() => hydrated(page)).toBe(true);
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
      const appCode = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/startApp-[\w-]+\.js$/.test(entry.name));
      return { loaded: navigation?.loadEventEnd, painted: firstPaint?.startTime, appCode: appCode[0]?.startTime };
    });
    expect(timings.appCode, "the app's code was fetched").toBeDefined();
    expect(timings.appCode).toBeGreaterThanOrEqual(timings.loaded ?? Number.POSITIVE_INFINITY);
    expect(timings.appCode).toBeGreaterThanOrEqual(timings.painted ?? Number.POSITIVE_INFINITY);
  });
}

// The shell's entry draws the pre-rendered login page it carries (e2e/log-in-first.spec.ts), whose
// code then comes as every pre-rendered page's does.
test("a signed-out visitor to the dashboard gets the login page, and its code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const loginCodeOf = () => requested.find((path) => /\/assets\/LoginPage-[\w-]+\.js$/.test(path));
  // The page is on screen before its code is asked for: the code comes once it has painted.
  await expect.poll(loginCodeOf).toBeDefined();
  const loginCode = loginCodeOf();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ),
    )
    .toContain(loginCode);
});

test("the signed-in screens are drawn from the app shell, with their own title", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard · Strangers");
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
});

test("a signed-in student's dashboard code is fetched with the app's, not after it; a signed-out visitor's is not", async ({
  page,
}) => {
  const preloadedDashboard = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) =>
        /\/assets\/DashboardPage-[\w-]+\.js$/.test(link.href),
      ),
    );
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
  expect(await preloadedDashboard()).toBe(false);

  await signUpVerified(page);
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard · Strangers");
  expect(await preloadedDashboard()).toBe(true);
});

test("a page the site does not have is drawn from the app shell", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This table is empty");
});

test("a visitor who has seen the intro this session does not see it again on reload", async ({ page }) => {
  await skipIntroForThisVisit(page);
  await page.goto("/home");
  await expect(page.getByTestId("intro")).toHaveCount(0);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(page.getByRole("link", { name: "Download Now" }).first()).toBeVisible();
});

test("with reduced motion the pre-rendered intro never shows, even before the script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/home");
  await expect(page.getByTestId("intro")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

for (const [width, visibleWords] of [
  [1440, 6],
  [900, 4],
  [769, 4],
  [768, 3],
  [390, 3],
] as const) {
  test(`the banner shows the ${visibleWords} words that fit a ${width}px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    const words = page.getByRole("list", { name: "What you can join" }).getByRole("listitem");
    await expect(words.filter({ visible: true })).toHaveCount(visibleWords);
  });
}

test("phones fetch nothing for the hero's photos, which are hidden there", async ({ page }) => {
  const heroPhotoSources = () =>
    page
      .locator("section")
      .first()
      .locator('[aria-hidden="true"] img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  await skipIntroForThisVisit(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/home");
  await expect
    .poll(heroPhotoSources)
    .toEqual([expect.stringMatching(/^data:/), expect.stringMatching(/^data:/), expect.stringMatching(/^data:/)]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect
    .poll(heroPhotoSources)
    .toEqual([
      expect.stringMatching(/\/art\/intro-02-.*\.avif$/),
      expect.stringMatching(/\/art\/intro-06-.*\.avif$/),
      expect.stringMatching(/\/art\/intro-10-.*\.avif$/),
    ]);
});
