import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { skipIntroForThisVisit } from "./support/intro";

// Download Now, built without VITE_APP_STORE_URL: the web app is installable, and the button asks
// the browser to install it where the browser offers to; otherwise it leads to sign-up.

test("the app is installable: its manifest is linked, served, and Chromium finds nothing missing", async ({ page }) => {
  await page.goto("/home");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href ?? "");
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A test context is an incognito profile, where Chromium installs nothing: that one is the browser's.
  const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito");
  expect(errors).toEqual([]);
});

test("where the browser offers to install, Download Now asks it to; otherwise it leads to sign-up", async ({
  page,
}) => {
  await skipIntroForThisVisit(page);
  await page.goto("/home");
  await expect.poll(() => hydrated(page)).toBe(true);
  // No Apple logo without a store URL.
  const heroDownload = page.getByRole("link", { name: "Download Now" }).first();
  await expect(heroDownload).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Download Now" }).locator("svg")).toHaveCount(0);

  // What Chromium sends a page it can install (headless Chromium shows no install UI of its own).
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = 1;
        return { outcome: "dismissed" };
      },
    });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole("button", { name: "Download Now" }).first();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
  // One prompt per offer: then it leads to sign-up again.
  await page.getByRole("link", { name: "Download Now" }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});
