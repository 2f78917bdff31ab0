import type { Page } from "@playwright/test";

/**
 * Opens pages as a visitor who has seen the landing intro in this browser session (its session
 * cookie, src/features/landing/intro/introOnce.ts), so that /home shows its content at once.
 */
export async function skipIntroForThisVisit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the intro's own session cookie, set as the page would
    document.cookie = "strangers_intro_seen=1; path=/; SameSite=Strict";
  });
}
