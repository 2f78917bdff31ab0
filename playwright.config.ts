import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/findChromium.mjs";

const executablePath = findChromium();
if (executablePath === undefined && !existsSync(chromium.executablePath())) {
  throw new Error(
    "No Chrome or Chromium found for the end-to-end tests. Install one (Debian: apt-get install -y chromium), " +
      "set CHROMIUM_PATH to its executable, or run `npx playwright install chromium` where downloads are allowed.",
  );
}

/** The preview's port; E2E_PORT moves it, for a second checkout's run beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The dev server's (`npm start`, Vite): 100 above the preview's. */
const DEV_PORT = PORT + 100;
/** The journeys that must hold on the dev server too: what `npm start` alone changes (StrictMode's second effects, no pre-rendering, modules served one by one). */
const ON_THE_DEV_SERVER = /pending-sign-up\.spec\.ts$/;

/**
 * End-to-end tests: the production build, served by `vite preview`, in real Chromium; and, for the
 * journeys ON_THE_DEV_SERVER, the same on the dev server a developer runs (`npm start`).
 */
export default defineConfig({
  testDir: "e2e",
  testIgnore: ["firebase/**"],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, as Playwright's own template has it: a journey that fails and then passes is
  // reported as flaky (in the list output) rather than landing nothing; locally none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    {
      name: "dev-server",
      testMatch: ON_THE_DEV_SERVER,
      // The dev server transforms each module on its first request: a first page takes seconds.
      timeout: 90_000,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${DEV_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx vite --port ${DEV_PORT} --strictPort`,
      url: `http://localhost:${DEV_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
