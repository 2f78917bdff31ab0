import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

// The headings' face, Bricolage Grotesque (src/shared/styles/fonts.css), on fresh loads: each test
// runs in a new browser context, with an empty cache.

/** The face Chromium actually drew the element's text with (not the CSS list it was asked for). */
async function renderedFont(page: Page, element: Locator): Promise<string> {
  await element.evaluate((node) => node.setAttribute("data-font-probe", ""));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await element.evaluate((node) => node.removeAttribute("data-font-probe"));
  return fonts.map((font) => font.familyName).join(", ");
}

/** The layout shifts the page has had so far, as CLS adds them up, and what moved (for the failure's message). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const describe = (node?: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((shift) => !shift.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, shift) => sum + shift.value, 0),
            moved: shifts.flatMap((shift) =>
              shift.sources.map(
                (source) =>
                  `${describe(source.node)} at ${Math.round(shift.startTime)} ms: y ${source.previousRect.y} → ${source.currentRect.y}`,
              ),
            ),
          });
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total: 0, moved: [] }), 500);
      }),
  );

const PAGES = [
  ["/home", "Meeting strangers is exactly what you need"],
  ["/login", "Log in to get matched"],
  ["/signup", "Sign up to get matched"],
  ["/about", "Every generation invents its own way to connect. Ours got lost in the feed."],
] as const;

for (const width of [390, 1440]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [path, heading] of PAGES) {
      test(`${path} draws its heading in Bricolage Grotesque on a first visit, with no layout shift`, async ({
        page,
      }, testInfo) => {
        // A first visit: /home opens on its intro, over the hero (measured all the same).
        await page.goto(path);
        const h1 = page.getByRole("heading", { level: 1, name: heading });
        await expect(h1).toBeAttached();
        expect(await renderedFont(page, h1)).toMatch(/^Bricolage Grotesque/);
        await expect.poll(() => hydrated(page)).toBe(true);
        expect(await renderedFont(page, h1)).toMatch(/^Bricolage Grotesque/);
        await expect(page.locator("html")).not.toHaveAttribute("data-display-font");
        const shift = await layoutShift(page);
        expect(shift.total, shift.moved.join("; ")).toBeLessThanOrEqual(0.01);
        await testInfo.attach(`${path} at ${width}px`, { body: await page.screenshot(), contentType: "image/png" });
      });
    }

    test("the dashboard's countdown, drawn from the app shell, is in Bricolage Grotesque too", async ({ page }) => {
      await page.goto("/dashboard");
      // Signed out: the shell draws the login page; its heading comes from the same stylesheet and preload.
      const h1 = page.getByRole("heading", { level: 1, name: "Log in to get matched" });
      await expect(h1).toBeVisible();
      expect(await renderedFont(page, h1)).toMatch(/^Bricolage Grotesque/);
    });

    test("when the face comes too late, the fallback shows with its own spacing, not the brand's tight one", async ({
      page,
    }, testInfo) => {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await page.goto("/login");
      const h1 = page.getByRole("heading", { level: 1, name: "Log in to get matched" });
      await expect(h1).toBeVisible();
      await expect.poll(() => hydrated(page)).toBe(true);
      expect(await renderedFont(page, h1)).not.toMatch(/Bricolage/);
      await expect(page.locator("html")).toHaveAttribute("data-display-font", "fallback", { timeout: 8_000 });
      // calc(-0.02em * 0): Chromium reports no tracking as "normal".
      await expect(h1).toHaveCSS("letter-spacing", /^(normal|0px)$/);
      await testInfo.attach(`fallback at ${width}px`, { body: await page.screenshot(), contentType: "image/png" });
    });
  });
}
