import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** How long a scan waits for the page's finite animations (a word rising into view) to end. */
const SETTLE_MS = 3_000;

/**
 * axe finds no WCAG 2.2 AA violation on the page as it is now, once its finite animations have
 * ended: text caught half-faded in (the hero's rising word) would read as low contrast though it
 * never rests there. Endless ones (the splash's pulse) are not waited for.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await page.evaluate(async (settleMs) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const settled = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, settleMs))]);
  }, SETTLE_MS);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
