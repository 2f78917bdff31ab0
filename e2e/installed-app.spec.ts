import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerified } from "./support/journeys";

// The site's service worker: registered by a signed-in screen once the page has loaded, it keeps
// the app shell and the app's code, so that the installed app opens without a network on the
// screen the student was last on; a new version waits for "Reload".
test.use({ serviceWorkers: "allow" });

/** The built service worker that `vite preview` serves. */
const SERVICE_WORKER_FILE = "dist/sw.js";

async function serviceWorkerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test("a public page registers no service worker", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});

test("the installed app opens offline on its last screen", async ({ page, context }) => {
  await signUpVerified(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: /profile/i })).toBeVisible();
  // Registered after load; from the next page on it answers the app's requests.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null)))
    .toBe("activated");
  await page.reload();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: /profile/i })).toBeVisible();

  await context.setOffline(true);
  const installed = await context.newPage();
  await installed.goto("/dashboard?source=installed");
  await expect(installed).toHaveURL(/\/profile$/);
  await expect(installed.getByRole("heading", { level: 1, name: /profile/i })).toBeVisible();
  await expect(installed.getByLabel("First name")).toBeVisible();
  await context.setOffline(false);
});

test("a new version waits until the student says Reload", async ({ page }) => {
  await signUpVerified(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  // What a deployment does: the server's /sw.js changes (a new precache list), and the browser finds
  // it at its next check. Put back at the end: the file is the build's.
  const served = readFileSync(SERVICE_WORKER_FILE, "utf8");
  try {
    writeFileSync(SERVICE_WORKER_FILE, `${served}\n// the next version\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const prompt = page.getByRole("status").filter({ hasText: "A new version of Strangers is ready." });
    await expect(prompt).toBeVisible();
    const waiting = () =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null));
    expect(await waiting()).toBe(true);
    await prompt.getByRole("button", { name: "Reload" }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(waiting).toBe(false);
    await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, served);
  }
});
