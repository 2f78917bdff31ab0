import type { Page } from "@playwright/test";
import { INTRO_PHASE_STARTS } from "../../src/features/landing/intro/introTimeline";

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

/**
 * How long a test lets the landing intro play on a first visit before /home's content shows (it is
 * drawn hidden under the intro until then): the intro's timeline, and as much again for a busy machine.
 */
export const INTRO_ENDS_WITHIN_MS = 2 * INTRO_PHASE_STARTS.done;
