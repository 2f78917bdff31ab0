import { expect, type Page, test } from "@playwright/test";
import { watchForProblems } from "./support/emulators";
import {
  DAY,
  resetWithMealTimes,
  seedConfirmedMatch,
  seedMatch,
  slotAbout,
  studentOnTheirOwnPhone,
} from "./support/lifecycle";

/**
 * The match card in real time, between two real students on the emulators, each in a browser
 * context of their own: what one member does on the match (a confirmation, a cancellation, "I'm
 * here" and "running late") reaches the other's screen through the matches' feed (the full SDK's
 * onSnapshot on the student's matches), not at the hub's next look (15 s; 5 s on the colour
 * screen). Each latency is measured from the click to the text on the other screen; the figures are
 * printed and held under the issue's 2 seconds.
 */

test.describe.configure({ timeout: 180_000 });

/** The bound for a change to reach the other member's screen, on the emulators. */
const DELIVERY_MS = 2_000;
/**
 * How many arrivals are measured (alternately "I'm here" and "running late"): 20, so that the 95th
 * percentile is the 19th of them. Of 8 it was the slowest, and one stall of the emulators on a busy
 * CI machine (2,028 and 2,182 ms, with medians near 0.6 s) failed a test of the 95th percentile.
 */
const ARRIVALS_MEASURED = 20;

test.beforeEach(async () => {
  await resetWithMealTimes([Date.now() + 2 * DAY]);
});

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * The page follows its student's matches: the feed's code has come (it loads once the hub shows a
 * match), and a moment for its listener to register with the server. Only then is a latency the
 * feed's, not the download's.
 */
async function followingItsMatches(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((entry) => entry.name.includes("/FirestoreMatchFeed-")),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.waitForTimeout(1_500);
}

async function report(name: string, figure: string): Promise<void> {
  process.stdout.write(`${figure}\n`);
  await test.info().attach(name, { body: figure, contentType: "text/plain" });
}

test("a partner's confirmation and cancellation reach the other phone's match card within 2 s", async ({ browser }) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  const problems = [watchForProblems(ana.page), watchForProblems(ben.page)];
  await seedMatch([ana, ben], slotAbout(30), null);
  const anaCard = ana.page.getByRole("region", { name: "Your match" });
  const benCard = ben.page.getByRole("region", { name: "Your match" });
  for (const student of [ana, ben]) {
    await student.page.goto("/dashboard");
    await expect(
      student.page.getByRole("region", { name: "Your match" }).getByRole("button", { name: "Confirm" }),
    ).toBeVisible();
  }
  await anaCard.getByRole("button", { name: "Confirm" }).click();
  await expect(anaCard.getByText("Waiting for Ben to confirm.")).toBeVisible();
  await followingItsMatches(ana.page);

  let clickedAt = Date.now();
  await benCard.getByRole("button", { name: "Confirm" }).click();
  await expect(anaCard.getByText("It's on: see you there!")).toBeVisible({ timeout: 20_000 });
  const confirmation = Date.now() - clickedAt;

  await benCard.getByRole("button", { name: "Can't make it" }).click();
  const dialog = ben.page.getByRole("dialog", { name: "Can't make it?" });
  clickedAt = Date.now();
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(anaCard.getByText("Ben can't make it. The meal is off.")).toBeVisible({ timeout: 20_000 });
  const cancellation = Date.now() - clickedAt;

  await report(
    "match card delivery",
    `Match card on the emulators: a partner's confirmation on the other phone in ${confirmation} ms, a cancellation in ${cancellation} ms`,
  );
  expect(confirmation).toBeLessThan(DELIVERY_MS);
  expect(cancellation).toBeLessThan(DELIVERY_MS);
  for (const { csp, pageErrors } of problems) expect({ csp, pageErrors }).toEqual({ csp: [], pageErrors: [] });
});

test("'I'm here' and 'running late' reach the other phone's colour screen within 2 s (p95)", async ({ browser }) => {
  const cy = await studentOnTheirOwnPhone(browser, "Cy");
  const dee = await studentOnTheirOwnPhone(browser, "Dee");
  const problems = [watchForProblems(cy.page), watchForProblems(dee.page)];
  // A confirmed meal starting in ten minutes, at the real time: the colour screen is open.
  await seedConfirmedMatch([cy, dee], Date.now() + 10 * 60_000);
  for (const student of [cy, dee]) {
    await student.page.goto("/dashboard");
    await student.page.getByRole("button", { name: "Find your match" }).click();
    await expect(student.page.getByRole("dialog")).toBeVisible();
  }
  const cyScreen = cy.page.getByRole("dialog");
  const deeScreen = dee.page.getByRole("dialog");
  await expect(deeScreen.getByText("Cy hasn't arrived yet.")).toBeVisible();
  await followingItsMatches(dee.page);

  const latencies: number[] = [];
  for (let index = 0; index < ARRIVALS_MEASURED; index++) {
    const [button, seen] =
      index % 2 === 0 ? ["I'm here", "Cy is here."] : ["Running 5 minutes late", "Cy is running 5 minutes late."];
    const clickedAt = Date.now();
    await cyScreen.getByRole("button", { name: button }).click();
    await expect(deeScreen.getByText(seen)).toBeVisible({ timeout: 20_000 });
    latencies.push(Date.now() - clickedAt);
    // Cy's own screen has taken it too, so the next click is a change again.
    await expect(cyScreen.getByRole("button", { name: button })).toHaveAttribute("aria-pressed", "true");
  }
  const p95 = percentile(latencies, 95);
  await report(
    "arrival delivery",
    `Arrivals on the emulators: p95 ${p95} ms, median ${percentile(latencies, 50)} ms (${latencies.join(", ")} ms)`,
  );
  expect(p95).toBeLessThan(DELIVERY_MS);
  for (const { csp, pageErrors } of problems) expect({ csp, pageErrors }).toEqual({ csp: [], pageErrors: [] });
});
