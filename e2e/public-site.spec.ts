import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { skipIntroForThisVisit } from "./support/intro";
import { SPLASH_MOVES_ON_WITHIN_MS } from "./support/splash";

const HEADLINE = "Meeting strangers is exactly what you need";

test("the splash preloads the 19 illustrations, then moves on to /home", async ({ page }) => {
  const artRequests = new Set<string>();
  page.on("request", (request) => {
    if (request.url().includes("/art/")) artRequests.add(new URL(request.url()).pathname);
  });
  await skipIntroForThisVisit(page);
  await page.goto("/");
  await expect(page.getByText("Loading images... 19/19")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: SPLASH_MOVES_ON_WITHIN_MS });
  expect(artRequests.size).toBe(19);
  expect([...artRequests].every((path) => path.endsWith(".avif"))).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
});

test("the splash still moves on to /home when an image fails to load", async ({ page }) => {
  await page.route("**/art/intro-04-*", (route) => route.abort());
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await skipIntroForThisVisit(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/, { timeout: SPLASH_MOVES_ON_WITHIN_MS });
  expect(warnings.some((text) => text.includes("could not be preloaded"))).toBe(true);
});

test("the landing intro runs through and reveals the page", async ({ page }) => {
  await page.goto("/home");
  const intro = page.getByTestId("intro");
  await expect(intro).toBeVisible();
  // The pre-rendered intro waits on its first frame until the script takes over, then counts for 3 s.
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(intro).toHaveAttribute("data-phase", "counted", { timeout: 4_000 });
  await expect(intro.getByText("strangers")).toBeVisible();
  await expect(intro).toBeHidden({ timeout: 8_000 });
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
});

test("people who prefer reduced motion get no intro and no rotating words", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByTestId("intro")).toHaveCount(0);
  await expect(page.getByTestId("hero-word")).toHaveText("EAT · CONNECT · MEET");
});

const FOOTER_PAGES = [
  ["About Us", /\/about$/, "Every generation invents its own way to connect. Ours got lost in the feed."],
  ["Contact", /\/contact$/, "Contact Support"],
  ["Terms", /\/terms-of-service$/, "Terms of Service"],
  ["Privacy", /\/privacy-policy$/, "Privacy Policy"],
  ["Safety Guidelines", /\/safety$/, "Safety & Meet-Up Guidelines"],
] as const;

for (const [link, url, heading] of FOOTER_PAGES) {
  test(`the footer's "${link}" link reaches its page`, async ({ page }) => {
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("an unknown address shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "This table is empty" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe("on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu opens from its button, offers the signed-out links, and closes on Escape and on navigation", async ({
    page,
  }) => {
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Login" })).toBeHidden();
    // Its name says what it will do: "Open menu", then "Close menu".
    const toggle = nav.getByRole("button", { name: /menu$/ });
    await expect(toggle).toHaveAccessibleName("Open menu");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    for (const name of ["About Us", "Login", "Sign Up", "Blog"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Login" })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Login" })).toBeHidden();
  });
});

test.describe("at 320px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/home", "/about", "/login", "/signup", "/privacy-policy", "/blog", "/dashboard", "/contact"]) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await skipIntroForThisVisit(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
