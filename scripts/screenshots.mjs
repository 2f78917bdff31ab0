// The README's screenshots: the landing page, sign-up, the dashboard, and the meals a student can
// join (a lunch for two, a group dinner, a mixer) at 390 px (a phone) and 1440 px (a laptop), from
// the production build on the local backend, in docs/screenshots/.
//
//   npm run screenshots                (builds first; binds a port: on a shared machine,
//   npm run screenshots -- --no-build   run it under `flock /tmp/strangers-ports.lock`)
//
// Motion is paused for the shots; the intro is skipped (seen this session); the dashboard belongs
// to a student who has just signed up and verified through the local mailbox, as a person would.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, findChromium } from "./findChromium.mjs";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "docs", "screenshots");
const PORT = 4179;
const BASE = `http://localhost:${PORT}`;
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1440, height: 900 } };
/** Monday 23 November 2026, 09:00: Wednesday's lunch for two, Thursday's mixer and Friday's group dinner are open. */
const MONDAY_MORNING = new Date(2026, 10, 23, 9, 0);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["vite", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, VITE_BACKEND: "local" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], {
  cwd: ROOT,
  stdio: "ignore",
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // Already gone.
  }
};

async function serverReady() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${BASE}`);
}

/** A page as a first-time visitor who has seen the intro, with motion paused. */
async function openPage(browser, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: BASE });
  await context.addInitScript(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the intro's own session cookie, set as the page would
    document.cookie = "strangers_intro_seen=1; path=/; SameSite=Strict";
  });
  return { context, page: await context.newPage() };
}

/** Waits until React has taken over the pre-rendered page (its h1 is bound to a fiber). */
const hydrated = (page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });

async function shoot(page, name) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: "disabled" });
  const file = join(OUT, `${name}.webp`);
  await sharp(png).webp({ quality: 82, effort: 6 }).toFile(file);
  console.info(`wrote ${file}`);
}

async function signUpAndVerify(page) {
  const email = `screenshots${Date.now().toString(36)}@state.edu`;
  const password = "correct horse battery";
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByText("Email sent! Check your inbox to verify.").waitFor();
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  await mailbox.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Verify email" }).click();
  await mailbox.getByRole("heading", { level: 1, name: "Email verified" }).waitFor();
  await mailbox.close();
  await page.waitForURL(/\/dashboard$/);
}

mkdirSync(OUT, { recursive: true });
try {
  await serverReady();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    const suffix = viewport.width;
    const landing = await openPage(browser, viewport);
    await landing.page.goto("/home");
    await hydrated(landing.page);
    await shoot(landing.page, `landing-${suffix}`);
    await landing.context.close();

    const signup = await openPage(browser, viewport);
    await signup.page.goto("/signup");
    await hydrated(signup.page);
    await shoot(signup.page, `signup-${suffix}`);
    await signUpAndVerify(signup.page);
    await signup.page.getByText("Until next meal time").waitFor();
    await shoot(signup.page, `dashboard-${suffix}`);
    await signup.context.close();

    // The three kinds of meal, as a student with a complete profile sees them on a Monday morning.
    const meals = await openPage(browser, viewport);
    await meals.context.clock.install({ time: MONDAY_MORNING });
    await signUpAndVerify(meals.page);
    await meals.page.goto("/profile");
    await hydrated(meals.page);
    await meals.page.getByLabel("First name").fill("Ana");
    await meals.page.getByLabel("Last name").fill("Lima");
    await meals.page.getByLabel("Class level").selectOption("Junior");
    await meals.page.getByLabel("Major").fill("Economics");
    await meals.page.getByRole("checkbox", { name: "Wed 12:00" }).check();
    await meals.page.getByRole("checkbox", { name: "Coffee" }).check();
    await meals.page.getByRole("button", { name: "Save profile" }).click();
    await meals.page.getByText("Profile saved.").waitFor();
    await meals.page.goto("/dashboard");
    const hub = meals.page.getByRole("region", { name: "Your meals" });
    await hub.getByRole("region", { name: /^Group dinner: / }).waitFor();
    await hub.getByText("Mixer", { exact: true }).waitFor();
    await meals.page.evaluate(() => document.fonts.ready);
    // The whole page, cut to the hub: an element's own shot would have the fixed header over its top.
    const box = await hub.boundingBox();
    const scrollY = await meals.page.evaluate(() => window.scrollY);
    const clip = box === null ? undefined : { ...box, y: box.y + scrollY };
    const png = await meals.page.screenshot({ animations: "disabled", fullPage: true, clip });
    const file = join(OUT, `meals-${suffix}.webp`);
    await sharp(png).webp({ quality: 82, effort: 6 }).toFile(file);
    console.info(`wrote ${file}`);
    await meals.context.close();
    console.info(`${device} done`);
  }
  await browser.close();
} finally {
  stopServer();
}
