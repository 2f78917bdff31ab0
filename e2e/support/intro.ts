import type { Page } from "@playwright/test";

/**
 * Opens pages as a visitor who has seen the landing intro in this browser session
 * (src/features/landing/intro/introOnce.ts), so that /home shows its content at once.
 */
export async function skipIntroForThisVisit(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("strangers.introSeen", "1"));
}
