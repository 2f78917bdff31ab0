import { expect, test } from "@playwright/test";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, mainNavigation, signUp, signUpVerified } from "./support/journeys";

test("with IndexedDB blocked, the public pages work and sign-up says why it cannot go on", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "indexedDB", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Every generation invents");
  await signUp(page, freshEmail());
  await expect(page.getByRole("alert")).toContainText("This browser is blocking the storage Strangers needs");
  await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();
});

test("with localStorage refused, a student can still sign up and is told the session will not be remembered", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const email = freshEmail();
  await page.goto("/about");
  await expect(mainNavigation(page).getByRole("link", { name: "Login" })).toBeVisible();
  await signUp(page, email);
  await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  await mailbox.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Verify email" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("This browser isn't letting Strangers remember you")).toBeVisible();
});

test("a geocoder that never answers leaves the page fully usable meanwhile", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 42.28, longitude: -83.74 });
  await page.route("https://nominatim.openstreetmap.org/**", () => {
    // Never answered: the app's own time-out has to end the wait.
  });
  await skipIntroForThisVisit(page);
  await page.goto("/home");
  await expect(page.getByText("Detecting your location...")).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a page whose code is slow to come says it is loading, then offers a reload, and shows once the code is in", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpVerified(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/YourMealsPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/meals");
  const main = page.getByRole("main");
  await expect(main.getByRole("status")).toHaveText("Loading…");
  // After the time-out of any call to the servers (12 s): a way out, while the download goes on.
  await expect(main.getByRole("alert")).toHaveText(
    "This page is taking too long to load. Check your connection and try again. Reload the page",
    { timeout: 20_000 },
  );
  await expect(main.getByText("Loading…")).toBeHidden();
  await expect(main.getByRole("link", { name: "Reload the page" })).toHaveAttribute("href", "/meals");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Your meals" })).toBeVisible();
  await expect(main.getByRole("alert")).toHaveCount(0);
});
