import { expect, test } from "@playwright/test";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, mainNavigation, signUp } from "./support/journeys";

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
