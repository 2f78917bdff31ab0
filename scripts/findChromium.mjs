// Which Chrome or Chromium the browser tests and the benchmark drive (plain JS, so that
// both the Playwright configs and Node scripts can import it).
import { existsSync } from "node:fs";

/** Where a system Chrome or Chromium is commonly installed, most likely first. */
const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
];

/**
 * `CHROMIUM_PATH` (or `CHROME_PATH`) wins; otherwise the first system Chrome/Chromium
 * found; otherwise undefined, so that Playwright may use a browser of its own.
 * @returns {string | undefined}
 */
export function findChromium() {
  const chosen = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, but there is no file there.`);
    return chosen;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for a headless run on a machine with no network and no GPU. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
