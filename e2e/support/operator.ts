import { expect, type Page } from "@playwright/test";
import { DEMO_OPERATOR } from "../../domain/devtools/demoOperator";

/** The demo operator (whose credentials /dev shows) signs in to the console, /ops. */
export async function signInAsDemoOperator(page: Page): Promise<void> {
  await page.goto("/ops");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${DEMO_OPERATOR.email}`)).toBeVisible();
}
