import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, logOut, signUpVerified } from "./support/journeys";
import { SPLASH_MOVES_ON_WITHIN_MS } from "./support/splash";

// The way in: the splash (/), then /home's intro, then the page.

interface Frame {
  readonly path: string;
  /** The intro's phase, or null while it is not on screen. */
  readonly phase: string | null;
  /** The colour seen at a few points of the screen: the nearest background that is not transparent. */
  readonly colors: readonly string[];
  /** The photo in each intro cell. */
  readonly photos: readonly string[];
}

/** Records, on every animation frame from the first, what the screen shows. */
async function recordFrames(page: Page): Promise<() => Promise<Frame[]>> {
  await page.addInitScript(() => {
    const frames: unknown[] = [];
    (window as unknown as { frames_: unknown[] }).frames_ = frames;
    const colorAt = (x: number, y: number) => {
      for (let element = document.elementFromPoint(x, y); element !== null; element = element.parentElement) {
        const color = getComputedStyle(element).backgroundColor;
        if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color;
      }
      // Nothing drawn there: the page's canvas, whose colour is the root's.
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const sample = () => {
      const { innerWidth: width, innerHeight: height } = window;
      frames.push({
        path: location.pathname,
        phase: document.querySelector<HTMLElement>("[data-testid=intro]")?.dataset.phase ?? null,
        colors: [
          colorAt(width / 2, height / 2),
          colorAt(width / 4, (height * 3) / 4),
          colorAt(width - 8, height - 8),
          colorAt(8, 8),
        ],
        photos: [...document.querySelectorAll<HTMLElement>("[data-testid=intro-photo-cell]")].map(
          (cell) => cell.dataset.photo ?? "",
        ),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
}

/** The point of `Frame.colors` near the bottom right corner: background on the splash and in the intro. */
const BACKGROUND_POINT = 2;

/** Light enough to read as a white flash on a black screen. */
function isLight(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.6;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("from the black splash to the black intro: one black, and no frame is white", async ({ page }) => {
      // /home's code arriving late is what opened the white gap: make sure it does here.
      await page.route(/\/assets\/LandingPage-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const frames = await recordFrames(page);
      await page.goto("/");
      await expect(page).toHaveURL(/\/home$/, { timeout: SPLASH_MOVES_ON_WITHIN_MS });
      await expect(page.getByTestId("intro")).toHaveAttribute("data-phase", "counted", { timeout: 8_000 });
      const recorded = await frames();
      // Until the intro's own white panel rises, by design.
      const until = recorded.findIndex((frame) => frame.phase === "collapsing" || frame.phase === "rising");
      const watched = until === -1 ? recorded : recorded.slice(0, until);
      expect(watched.some((frame) => frame.path === "/")).toBe(true);
      expect(watched.some((frame) => frame.path === "/home" && frame.phase === "counting")).toBe(true);
      const white = watched.filter((frame) => frame.colors.some(isLight));
      expect(white.map((frame) => `${frame.path} ${frame.phase}: ${frame.colors.join(" ")}`)).toEqual([]);
      // One black, the brand's ink, from the splash into the intro: a change of shade at the
      // hand-over is seen (and Lighthouse scores it as the page still drawing).
      const backgrounds = new Set(watched.map((frame) => frame.colors[BACKGROUND_POINT]));
      expect([...backgrounds]).toHaveLength(1);
    });

    test("the intro never shows one photo in two cells at once", async ({ page }) => {
      const frames = await recordFrames(page);
      await page.goto("/home");
      await expect.poll(() => hydrated(page)).toBe(true);
      // Past the counting, whichever phase the poll finds: collapsing is short, and a loaded machine
      // may look only once the panel is rising.
      const phase = () =>
        page.evaluate(() => document.querySelector("[data-testid=intro]")?.getAttribute("data-phase") ?? "done");
      await expect.poll(phase, { timeout: 8_000 }).toMatch(/^(collapsing|rising|done)$/);
      const flipping = (await frames()).filter((frame) => frame.phase === "counting" && frame.photos.length > 0);
      expect(flipping.length).toBeGreaterThan(30);
      expect(new Set(flipping.map((frame) => frame.photos.join())).size, "the photos did flip").toBeGreaterThan(5);
      const doubled = flipping.filter((frame) => new Set(frame.photos).size !== frame.photos.length);
      expect(doubled.map((frame) => frame.photos.join(", "))).toEqual([]);
    });

    test("the pause button beside the rotating word keeps its place as the word changes", async ({ page }) => {
      await skipIntroForThisVisit(page);
      await page.goto("/home");
      await expect.poll(() => hydrated(page)).toBe(true);
      const pause = page.getByRole("button", { name: "Pause animation" });
      const word = page.getByTestId("hero-word");
      const placeByWord = new Map<string, number>();
      await expect
        .poll(
          async () => {
            const [text, box] = await Promise.all([word.textContent(), pause.boundingBox()]);
            if (text !== null && box !== null) placeByWord.set(text, box.x);
            return placeByWord.size;
          },
          { timeout: 8_000, intervals: [100] },
        )
        .toBe(3);
      expect(new Set(placeByWord.values()).size, JSON.stringify([...placeByWord])).toBe(1);
    });
  });
}

test("the intro plays once per browser session: not after leaving it half-way, nor after logging out", async ({
  page,
}) => {
  await page.goto("/home");
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByTestId("intro")).toHaveAttribute("data-phase", "counting");

  // Left half-way: the next visit to /home opens on the page itself.
  await page.goto("/about");
  await page.goto("/home");
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByTestId("intro")).toHaveCount(0);

  // A student signs up in this tab, then logs out: Logout lands on /home, without the intro.
  await signUpVerified(page, freshEmail());
  await logOut(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Meeting strangers is exactly what you need" }),
  ).toBeVisible();
  await expect(page.getByTestId("intro")).toHaveCount(0);
});

test("once per browser session means in every tab: a second tab, signed up and logged out, lands on /home without it", async ({
  page,
  context,
}) => {
  await page.goto("/home");
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByTestId("intro")).toHaveAttribute("data-phase", "counting");

  const second = await context.newPage();
  await signUpVerified(second, freshEmail());
  await logOut(second);
  await expect(
    second.getByRole("heading", { level: 1, name: "Meeting strangers is exactly what you need" }),
  ).toBeVisible();
  await expect(second.getByTestId("intro")).toHaveCount(0);
});
