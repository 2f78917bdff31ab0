import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/findChromium.mjs";

/**
 * End-to-end journeys against the real Firebase emulators: the emulator build in `dist-firebase/`,
 * served by `vite preview` with the hosting headers. Run through `npm run test:e2e:firebase`, which
 * builds it, starts the emulators (scripts/with-emulators.mjs) and seeds the meal times.
 */
const PORT = 4174;
const OUT_DIR = "dist-firebase";
/** The emulators the build talks to, added to the CSP's connect-src for this preview only. */
const EMULATOR_ORIGINS = "http://127.0.0.1:9099 http://127.0.0.1:8080 http://127.0.0.1:5001";

const executablePath = findChromium();
if (executablePath === undefined && !existsSync(chromium.executablePath())) {
  throw new Error(
    "No Chrome or Chromium found for the end-to-end tests. Install one (Debian: apt-get install -y chromium), " +
      "set CHROMIUM_PATH to its executable, or run `npx playwright install chromium` where downloads are allowed.",
  );
}
if (!existsSync(`${OUT_DIR}/index.html`)) {
  throw new Error(
    `No emulator build in ${OUT_DIR}/. Build it first: VITE_BACKEND=firebase VITE_FIREBASE_EMULATORS=true ` +
      `VITE_GEOCODER=off VITE_LOCATOR=browser npx vite build --outDir ${OUT_DIR} --emptyOutDir (npm run test:e2e:firebase does it all).`,
  );
}

export default defineConfig({
  testDir: "e2e/firebase",
  globalSetup: "./e2e/firebase/support/globalSetup.ts",
  // One shared emulator state, reset before each test: one test at a time.
  fullyParallel: false,
  workers: 1,
  // One retry on CI, as Playwright's own template has it: a journey that fails and then passes is
  // reported as flaky (in the list output) rather than landing nothing; locally none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/firebase" }]],
  // Beside the app's, not inside it: npm test runs both side by side, and each run empties its own.
  outputDir: "test-results-firebase",
  // An emulator journey waits on three servers and a function cold start: on a loaded 2-core CI
  // machine a sign-up through verification took 22 s (passing in 9 s on a quiet one).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // A signed-in page registers the site's service worker, which answers the app's code from its
    // cache: the journeys that test downloads (failed, slow, routed) see the network as a first visit
    // does. The service worker's own journeys allow it (e2e/installed-app.spec.ts, e2e/notifications.spec.ts).
    serviceWorkers: "block",
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: "firebase", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    env: { PREVIEW_CSP_EXTRA_CONNECT: EMULATOR_ORIGINS },
    url: `http://localhost:${PORT}`,
    // Never someone else's server on this port: this one must send the CSP with the emulators in it.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
