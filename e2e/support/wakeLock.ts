import type { Page } from "@playwright/test";

/** What the page did with the Screen Wake Lock: locks taken, locks released, requests refused. */
export interface WakeLockRecord {
  readonly taken: number;
  readonly released: number;
  readonly refused: readonly string[];
}

declare global {
  interface Window {
    __wakeLocks?: { taken: number; released: number; refused: string[] };
  }
}

/**
 * Records every Screen Wake Lock request of the page's documents, passing each on to the browser's
 * own: a request that the Permissions-Policy header forbids is refused, and shows as such.
 */
export async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { taken: 0, released: 0, refused: [] as string[] };
    window.__wakeLocks = record;
    const wakeLock = navigator.wakeLock;
    if (wakeLock === undefined) return;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = async (type) => {
      try {
        const sentinel = await request(type);
        record.taken += 1;
        sentinel.addEventListener("release", () => {
          record.released += 1;
        });
        return sentinel;
      } catch (error) {
        record.refused.push(String(error));
        throw error;
      }
    };
  });
}

export async function wakeLocksOf(page: Page): Promise<WakeLockRecord> {
  return page.evaluate(() => window.__wakeLocks ?? { taken: 0, released: 0, refused: ["not recorded"] });
}
