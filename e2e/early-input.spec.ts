import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { freshEmail, logOut, PASSWORD, signUpVerified } from "./support/journeys";

// The pre-rendered /login and /signup are readable before their script runs (it is fetched once the
// page has painted, src/app/main.tsx). Nothing typed in that window may be lost: the fields work from
// the first paint, what was typed is adopted when the script takes over, and a submit pressed before
// that is held and sent once (src/shared/forms/LiveForm.tsx).

/** A mid-range phone: the CPU 4× slower, as Lighthouse's mobile profile. */
async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds the app's code until `release` is called, so that the test is sure to type before the
 * script runs, however fast this machine is.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/startApp-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts documents the tab loads: a submit that slipped through to the browser would load another. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents++;
  });
  return () => documents;
}

/** Counts sign-ins of the local backend: each stores the signed-in account's id (adapters/local/LocalIdentity.ts). */
async function countSignIns(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
      if (key === "currentUid")
        (window as unknown as { signIns: number }).signIns =
          ((window as unknown as { signIns?: number }).signIns ?? 0) + 1;
      return put.call(this, value, key);
    };
  });
  return () => page.evaluate(() => (window as unknown as { signIns?: number }).signIns ?? 0);
}

test.describe("typing before the script runs, on a CPU slowed 4×", () => {
  test.slow(); // the page's code runs 4× slower by design
  test("/signup keeps what was typed and ticked, shows the live messages, and sends one sign-up", async ({ page }) => {
    await throttleCpu(page);
    const release = await holdAppCode(page);
    const documents = countDocuments(page);
    const email = freshEmail();
    await page.goto("/signup", { waitUntil: "commit" });
    const emailField = page.getByLabel("Email", { exact: true });
    await emailField.pressSequentially(email.replace(".edu", ".com"));
    await page.getByLabel("Password", { exact: true }).pressSequentially("short");
    await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
    expect(await hydrated(page), "typed before the script took over").toBe(false);

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(emailField).toHaveValue(email.replace(".edu", ".com"));
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("short");
    await expect(page.getByRole("checkbox", { name: /Terms of Service/ })).toBeChecked();
    await expect(page.getByText("Please use your .edu address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await emailField.fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: /Privacy Policy/ }).check();
    await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
    expect(documents()).toBe(1);

    const mailbox = await page.context().newPage();
    await mailbox.goto("/dev/mailbox");
    await expect(mailbox.getByText(email)).toHaveCount(1);
  });

  test("/login keeps what was typed, and a submit pressed before the script runs is sent once it does", async ({
    page,
  }) => {
    const email = await signUpVerified(page, freshEmail());
    await logOut(page);

    const login = await page.context().newPage();
    await throttleCpu(login);
    const release = await holdAppCode(login);
    const documents = countDocuments(login);
    const signIns = await countSignIns(login);
    await login.goto("/login", { waitUntil: "commit" });
    await login.getByLabel("Email", { exact: true }).pressSequentially(email);
    await login.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);
    // Twice, as an impatient student would: held, and sent as one.
    await login.getByRole("button", { name: "Log in" }).click();
    await login.getByLabel("Password", { exact: true }).press("Enter");
    expect(await hydrated(login), "submitted before the script took over").toBe(false);
    await expect(login).toHaveURL(/\/login$/);

    release();
    await expect(login).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect(await signIns()).toBe(1);
    expect(documents()).toBe(1);
  });

  test("/login: a submit held with a wrong password says so once, and keeps what was typed", async ({ page }) => {
    await throttleCpu(page);
    const release = await holdAppCode(page);
    const documents = countDocuments(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Email", { exact: true }).pressSequentially("nobody@state.edu");
    await page.getByLabel("Password", { exact: true }).pressSequentially("wrong horse");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    expect(await hydrated(page)).toBe(false);

    release();
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password", { timeout: 15_000 });
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("nobody@state.edu");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("wrong horse");
    expect(documents()).toBe(1);
  });
});

test.describe("before the script runs, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on 'Show password' or the menu button is kept and takes effect once the page is live", async ({
    page,
  }) => {
    await throttleCpu(page);
    const release = await holdAppCode(page);
    await page.goto("/login", { waitUntil: "commit" });
    const password = page.getByLabel("Password", { exact: true });
    await password.pressSequentially("secret words");
    await page.getByRole("button", { name: "Show password" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await hydrated(page), "tapped before the script took over").toBe(false);

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(password).toHaveValue("secret words");
  });

  test("a tap on 'Skip intro' before the script runs counts at once: the intro is seen for the session, and ends once live", async ({
    page,
  }) => {
    await throttleCpu(page);
    const release = await holdAppCode(page);
    await page.goto("/home", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Skip intro" }).click();
    expect(await hydrated(page), "tapped before the script took over").toBe(false);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === "strangers_intro_seen")).toBe(true);

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page.getByTestId("intro")).toHaveCount(0);
  });

  test("going offline before the code arrives keeps the page and what was typed; the code loads when back online", async ({
    page,
    context,
  }) => {
    const release = await holdAppCode(page);
    await page.goto("/signup", { waitUntil: "commit" });
    const email = page.getByLabel("Email", { exact: true });
    await email.pressSequentially("ana@state.edu");
    await context.setOffline(true);
    release(); // the code's download now fails: the connection is gone
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("heading", { level: 1, name: "Sign up to get matched" })).toBeVisible();
    await expect(page.getByText(/Something went wrong|cannot start/i)).toHaveCount(0);
    await expect(email).toHaveValue("ana@state.edu");
    expect(await hydrated(page)).toBe(false);

    await context.setOffline(false);
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(email).toHaveValue("ana@state.edu");
    await email.pressSequentially("x");
    await expect(page.getByText("Please use your .edu address")).toBeVisible();
  });
});
