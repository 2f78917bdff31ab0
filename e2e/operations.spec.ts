import { expect, type Page, test } from "@playwright/test";
import { DEMO_OPERATOR } from "../domain/devtools/demoOperator";

/** The operators' console on the local backend (/ops): the demo operator whose credentials /dev shows. */

async function signInAsOperator(page: Page, password: string = DEMO_OPERATOR.password) {
  await page.goto("/ops");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("/dev shows the demo operator's credentials, and they open the console, with the team's links", async ({
  page,
}) => {
  await page.goto("/dev");
  const operator = page.getByRole("region", { name: "Operations" });
  await expect(operator.getByText(DEMO_OPERATOR.email)).toBeVisible();
  await expect(operator.getByText(DEMO_OPERATOR.password)).toBeVisible();

  await signInAsOperator(page, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO_OPERATOR.email);

  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${DEMO_OPERATOR.email}`)).toBeVisible();
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Trust and safety" })).toBeAttached();
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(`Signed in as ${DEMO_OPERATOR.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
