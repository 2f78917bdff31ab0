import { expect, test } from "@playwright/test";
import { logIn, logOut, PASSWORD, signUpVerified } from "./support/journeys";

test("a new student completes their profile from the dashboard card, and it survives a reload", async ({ page }) => {
  await signUpVerified(page);
  const card = page.getByRole("complementary", { name: "Complete your profile to get matched" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lima");
  await page.getByLabel("Class level").selectOption("Junior");
  await page.getByRole("checkbox", { name: "Fri 18:30" }).check();
  await page.getByRole("checkbox", { name: "Coffee" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto("/profile");
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByRole("checkbox", { name: "Fri 18:30" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Coffee" })).toBeChecked();
});

test("a signed-out visitor asking for the dashboard logs in and lands back on it", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-in student visiting /login goes to the dashboard", async ({ page }) => {
  const email = await signUpVerified(page);
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a profile problem goes as soon as the field is right: aria-invalid and message both", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Save profile" }).click();
  const firstName = page.getByLabel("First name");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  await firstName.pressSequentially("A");
  await expect(firstName).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Please enter your first name")).toHaveCount(0);
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
});

test("the university is named from the school's domain, or left empty when the list cannot tell", async ({ page }) => {
  // e2e addresses are @state.edu, which no school in the list owns.
  await signUpVerified(page);
  await page.goto("/profile");
  await expect(page.getByRole("group", { name: "When can you eat?" })).toBeVisible();
  await expect(page.getByLabel("University")).toHaveValue("");
});
