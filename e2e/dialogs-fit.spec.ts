import { expect, type Locator, type Page, test } from "@playwright/test";
import { devTool, newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

/** Neither the page nor the element scrolls sideways: everything in it fits its width. */
async function expectNoSidewaysScroll(page: Page, element?: Locator): Promise<void> {
  const page_ = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(page_.scroll, "the page scrolls sideways").toBeLessThanOrEqual(page_.client);
  if (element === undefined) return;
  const box = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(box.scroll, "the dialog's content is wider than the dialog").toBeLessThanOrEqual(box.client);
}

test.describe("every dialog fits a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.setTimeout(120_000);

  test("report or block, can't make it, pause, find your match, and report after the meal", async ({ page }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Maximiliana");
    await optInAndMatch(page);
    const match = page.getByRole("region", { name: "Your match" });

    await match.getByRole("button", { name: "Report or block" }).click();
    const report = page.getByRole("dialog", { name: /^Report or block / });
    await report.getByRole("radio", { name: /^Report/ }).check();
    await report.getByLabel("What happened?").selectOption({ label: "Made me feel uncomfortable or unsafe" });
    await expectNoSidewaysScroll(page, report);
    await report.getByRole("button", { name: "Cancel" }).click();

    await match.getByRole("button", { name: "Can't make it" }).click();
    const cancel = page.getByRole("dialog", { name: "Can't make it?" });
    await expectNoSidewaysScroll(page, cancel);
    await cancel.getByRole("button", { name: "Keep the meal" }).click();

    await page.getByRole("button", { name: "Pause matching" }).click();
    const pause = page.getByRole("dialog", { name: "Pause matching" });
    await expectNoSidewaysScroll(page, pause);
    await pause.getByRole("button", { name: "Cancel" }).click();

    await match.getByRole("button", { name: "Confirm" }).click();
    await expect(match.getByText("Confirmed")).toBeVisible();
    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Find your match" }).click();
    const colourScreen = page.getByRole("dialog");
    await expect(colourScreen.getByRole("button", { name: "I'm here" })).toBeVisible();
    await expectNoSidewaysScroll(page, colourScreen);
    await colourScreen.getByRole("button", { name: "Close" }).click();

    await page.goto("/meals");
    await page.getByRole("button", { name: /^Report or block/ }).click();
    const afterwards = page.getByRole("dialog", { name: /^Report or block / });
    await afterwards.getByRole("radio", { name: /^Report/ }).check();
    await expectNoSidewaysScroll(page, afterwards);
  });
});

test.describe("a colour screen taller than the phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.setTimeout(120_000);

  test("a table's colour screen starts at its colour's name and scrolls down to Close", async ({ page }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page);
    await optInAndMatch(page, undefined, "Group dinner");
    const table = page.getByRole("region", { name: "Your table" });
    await table.getByRole("button", { name: "Confirm" }).click();
    await expect(table.getByText("Confirmed", { exact: true })).toBeVisible();
    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    await table.getByRole("button", { name: "Find your table" }).click();
    const screen = page.getByRole("dialog");
    await expect(screen.getByText(/is here\.$/).first()).toBeVisible();
    const overflow = await screen.evaluate((node) => node.scrollHeight - node.clientHeight);
    expect(overflow, "this test wants a screen taller than the phone").toBeGreaterThan(0);
    await screen.evaluate((node) => node.scrollTo(0, 0));
    const name = await screen.getByRole("heading", { level: 2 }).boundingBox();
    expect(name?.y, "the colour's name is above the top, out of reach").toBeGreaterThanOrEqual(0);
    const close = screen.getByRole("button", { name: "Close" });
    await close.scrollIntoViewIfNeeded();
    await expect(close).toBeInViewport();
    await expectNoSidewaysScroll(page, screen);
  });
});

for (const width of [320, 390, 1440]) {
  test(`the developer tools fit ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/dev");
    await expect(page.getByRole("heading", { level: 1, name: "Developer tools" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
