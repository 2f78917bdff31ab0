import { expect, type Page, test } from "@playwright/test";
import { DEMO_OPERATOR } from "../domain/devtools/demoOperator";
import { PASSWORD, signUpVerified } from "./support/journeys";

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

test("the demo operator adds a place to a school, sees it, and retires it; the log says who did what", async ({
  page,
}) => {
  await signInAsOperator(page);
  const umich = page.getByRole("region", { name: "Places of umich.edu" });
  await umich.getByRole("button", { name: "Add a place" }).click();
  await page.getByRole("button", { name: "Save place" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name", { exact: true }).fill("Bursley Dining Hall");
  await page.getByLabel("Address", { exact: true }).fill("1931 Duffield St, Ann Arbor");
  await page.getByLabel("Meeting point", { exact: true }).fill("By the fireplace");
  await page.getByLabel("Tables it seats").fill("8");
  await page.getByLabel("Takes meal-plan swipes").check();
  await page.getByRole("button", { name: "Save place" }).click();
  await expect(page.getByText("Saved: Bursley Dining Hall.")).toBeVisible();
  const bursley = umich.getByRole("listitem").filter({ hasText: "Bursley Dining Hall" });
  await expect(bursley).toContainText("1931 Duffield St, Ann Arbor");
  await expect(bursley).toContainText("Meet: By the fireplace");
  await expect(bursley).toContainText("8 tables · Takes meal-plan swipes");

  await page.reload();
  await expect(bursley).toBeVisible();
  await umich.getByRole("button", { name: "Retire Bursley Dining Hall" }).click();
  await expect(page.getByText("Retired: Bursley Dining Hall. No meal is sent there any more.")).toBeVisible();
  await expect(bursley).toContainText("Retired");

  const log = page.getByRole("region", { name: "Team" });
  await page.reload();
  await expect(
    log.getByText(`${DEMO_OPERATOR.email} retired the place “Bursley Dining Hall” of umich.edu`),
  ).toBeVisible();
  await expect(
    log.getByText(`${DEMO_OPERATOR.email} saved the place “Bursley Dining Hall” of umich.edu`),
  ).toBeVisible();
});

test("the Team section refuses an address without an account and an operator's own operator role, keeping what was typed", async ({
  page,
}) => {
  await signInAsOperator(page);
  const team = page.getByRole("region", { name: "Team" });
  await team.getByLabel("Email", { exact: true }).fill("nobody@state.edu");
  await team.getByLabel("Role", { exact: true }).selectOption("trust and safety");
  await team.getByRole("button", { name: "Grant" }).click();
  await expect(team.getByRole("alert")).toHaveText(
    "No account has this address. The person signs up first, then you grant the role.",
  );
  await expect(team.getByLabel("Email", { exact: true })).toHaveValue("nobody@state.edu");
  await team.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
  await team.getByLabel("Role", { exact: true }).selectOption("operator");
  await team.getByRole("button", { name: "Take back" }).click();
  await expect(team.getByRole("alert")).toHaveText(
    "You can't take back your own operator role: another operator does that.",
  );
});

test("the demo operator grants a student the trust and safety role; with their own password they reach /team", async ({
  page,
}) => {
  const email = await signUpVerified(page);
  await signInAsOperator(page);
  const team = page.getByRole("region", { name: "Team" });
  await team.getByLabel("Email", { exact: true }).fill(email);
  await team.getByLabel("Role", { exact: true }).selectOption("trust and safety");
  await team.getByRole("button", { name: "Grant" }).click();
  await expect(team.getByText(`${email} now has the trust and safety role.`)).toBeVisible();
  await expect(team.getByRole("row", { name: `${email} trust and safety` })).toBeVisible();

  await page.goto("/team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Open reports" })).toBeVisible();
});
