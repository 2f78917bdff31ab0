import { expect, type Page, test } from "@playwright/test";
import { securityHeaders } from "../scripts/securityHeaders.mjs";
import { INTRO_ENDS_WITHIN_MS, skipIntroForThisVisit } from "./support/intro";
import { signUpVerified } from "./support/journeys";
import { SPLASH_MOVES_ON_WITHIN_MS } from "./support/splash";

/**
 * Every route, served by `vite preview` with Firebase Hosting's headers (firebase.json), answers
 * with those headers and renders without breaking its Content-Security-Policy.
 */

/** What firebase.json makes Firebase Hosting send; `vite preview` reads the same file. */
const EXPECTED = securityHeaders();

interface Route {
  readonly path: string;
  /** Where the page settles: the splash moves on to /home by itself. */
  readonly settlesAt?: RegExp;
  /** Its h1, where a wrong address would fall through to the 404 page unnoticed. */
  readonly heading?: string;
}

const ROUTES: readonly Route[] = [
  { path: "/", settlesAt: /\/home$/ },
  { path: "/home" },
  { path: "/login" },
  { path: "/signup" },
  // Signed out, the guarded pages send the visitor to log in.
  { path: "/dashboard", settlesAt: /\/login$/ },
  { path: "/about" },
  { path: "/privacy-policy" },
  { path: "/terms-of-service" },
  { path: "/safety" },
  { path: "/contact" },
  { path: "/blog" },
  { path: "/blog/summer-intern-dinners-in-three-cities", heading: "Summer intern dinners in three cities" },
  { path: "/dev/mailbox" },
  { path: "/no-such-page" },
];

/** Behind the session guard: visited once signed in. */
const SIGNED_IN_ROUTES: readonly Route[] = [
  { path: "/dashboard", heading: "Your next meal" },
  { path: "/profile", heading: "Your profile" },
];

interface Problems {
  /**
   * Console messages about the policies: CSP ("Refused to load … violates the following Content Security
   * Policy …"), Trusted Types ("This document requires 'TrustedHTML' assignment"), and a Permissions-Policy
   * feature the browser does not know ("Error with Permissions-Policy header: Unrecognized feature").
   */
  readonly console: string[];
  /** Uncaught exceptions. */
  readonly pageErrors: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records, from before the first script runs, every CSP violation the document reports. */
async function watchForProblems(page: Page): Promise<Problems> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "";
      const sample = event.sample ? ` (sample: ${event.sample})` : "";
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"}${where}${sample}`);
    });
  });
  const problems: Problems = { console: [], pageErrors: [] };
  page.on("console", (message) => {
    if (/Content Security Policy|Trusted ?Type|Permissions-Policy/i.test(message.text())) {
      problems.console.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  return problems;
}

async function violationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Opens `route` and checks the document's response headers; leaves the page settled. */
async function visit(page: Page, route: Route): Promise<void> {
  const response = await page.goto(route.path);
  expect(response, `no response for ${route.path}`).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toBe(EXPECTED["Content-Security-Policy"]);
  expect(headers["content-security-policy"]).toContain("require-trusted-types-for 'script'");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe(EXPECTED["Permissions-Policy"]);
  // The colour screen keeps the phone awake: the site itself may take a Screen Wake Lock, nobody else.
  expect(headers["permissions-policy"]).toMatch(/(^|, )screen-wake-lock=\(self\)(,|$)/);
  expect(headers["x-frame-options"]).toBe("DENY");

  // The splash is the slowest of the pages that move on.
  if (route.settlesAt) await expect(page).toHaveURL(route.settlesAt, { timeout: SPLASH_MOVES_ON_WITHIN_MS });
  // After the splash, /home's heading shows once the first visit's intro has played.
  await expect(page.getByRole("heading", { level: 1, name: route.heading }).first()).toBeAttached({
    timeout: route.settlesAt ? INTRO_ENDS_WITHIN_MS : undefined,
  });
  // Lazy chunks, fonts, illustrations: whatever the page loads has been asked for by now.
  await page.waitForLoadState("networkidle");
}

async function expectNoProblems(page: Page, problems: Problems): Promise<void> {
  expect(await violationsIn(page), "securitypolicyviolation events").toEqual([]);
  expect(problems.console, "CSP messages in the console").toEqual([]);
  expect(problems.pageErrors, "uncaught errors").toEqual([]);
}

for (const route of ROUTES) {
  test(`${route.path} is served with the hosting security headers and keeps to its CSP`, async ({ page }) => {
    // The landing intro plays as on a first visit.
    const problems = await watchForProblems(page);
    await visit(page, route);
    await expectNoProblems(page, problems);
  });
}

test("the signed-in pages are served with the hosting security headers and keep to the CSP", async ({ page }) => {
  const problems = await watchForProblems(page);
  // Before the spec's meal times, so that the dashboard offers the next one as a calendar file.
  await page.clock.setFixedTime(new Date("2025-09-04T16:15"));
  await signUpVerified(page);
  for (const route of SIGNED_IN_ROUTES) await visit(page, route);

  // The .ics download (a blob: URL followed by a link click) is not something the policy stops.
  await page.goto("/dashboard");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar" }).click();
  expect((await download).suggestedFilename()).toBe("strangers-meal.ics");
  await expectNoProblems(page, problems);
});

test("the policy is enforced, and a violation would be noticed", async ({ page }) => {
  const problems = await watchForProblems(page);
  // The page as served, with an inline script added to it: the served CSP must refuse to run it.
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</head>", "<script>window.__inlineRan = true</script></head>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A request to an origin connect-src does not list, and a string handed to an HTML sink (Trusted Types).
  const outcome = await page.evaluate(async () => {
    await fetch("https://example.invalid/").catch(() => undefined);
    let sinkRefused = false;
    try {
      document.createElement("div").innerHTML = "<img src=x>";
    } catch (error) {
      sinkRefused = error instanceof TypeError;
    }
    return { inlineRan: (window as Window & { __inlineRan?: boolean }).__inlineRan === true, sinkRefused };
  });
  expect(outcome).toEqual({ inlineRan: false, sinkRefused: true });
  await expect.poll(() => violationsIn(page)).toHaveLength(3);
  const violations = await violationsIn(page);
  expect(violations.some((text) => text.startsWith("script-src-elem blocked inline"))).toBe(true);
  expect(violations.some((text) => text.startsWith("connect-src blocked https://example.invalid"))).toBe(true);
  expect(violations.some((text) => text.startsWith("require-trusted-types-for blocked trusted-types-sink"))).toBe(true);
  await expect.poll(() => problems.console.length).toBeGreaterThanOrEqual(3);
});

test("the location lookup may reach the geocoder under the CSP", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.8075, longitude: -73.9626 });
  // Playwright answers for the geocoder (no network here); the browser checks the CSP before that.
  await page.route("https://nominatim.openstreetmap.org/**", (route) =>
    route.fulfill({ json: { address: { city: "New York" } }, headers: { "Access-Control-Allow-Origin": "*" } }),
  );
  const problems = await watchForProblems(page);
  await skipIntroForThisVisit(page);
  await page.goto("/home");
  await expect(page.getByRole("main").getByText("New York")).toBeVisible();
  await expectNoProblems(page, problems);
});
