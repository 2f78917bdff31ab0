import { expect, test } from "@playwright/test";
import { PASSWORD } from "../support/journeys";
import { PROJECT_ID } from "./support/emulators";
import { callOperatorFunction, forgetOperator, resetWithMealTimes, slotAbout } from "./support/lifecycle";

/**
 * The operators' console on the emulators: an operator (the custom claim, as the project's first
 * operator command leaves it) signs in at /ops and grants a reviewer the trust and safety role by
 * address; the reviewer then signs in to /team and reaches the queue.
 */

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1`;
const OPERATOR = { email: "operator@strangers.test", password: PASSWORD };
const REVIEWER = { email: "tess@strangers.test", password: "review with care" };

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async () => {
  forgetOperator();
  await resetWithMealTimes([slotAbout(30)]);
  // The operator's account with its claim (callOperatorFunction makes it), and a reviewer-to-be without a role.
  await callOperatorFunction("opsTeam", {});
  await fetch(`${AUTH}/projects/${PROJECT_ID}/accounts`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ ...REVIEWER, emailVerified: true }),
  });
});

test("an operator grants a reviewer the trust and safety role, and the reviewer reaches /team", async ({ browser }) => {
  const reviewer = await (await browser.newContext()).newPage();
  await reviewer.goto("/team");
  await reviewer.getByLabel("Email", { exact: true }).fill(REVIEWER.email);
  await reviewer.getByLabel("Password", { exact: true }).fill(REVIEWER.password);
  await reviewer.getByRole("button", { name: "Sign in" }).click();
  await expect(reviewer.getByText(`${REVIEWER.email} is signed in without the trust and safety role.`)).toBeVisible();
  await reviewer.getByRole("button", { name: "Sign out" }).click();

  const operator = await (await browser.newContext()).newPage();
  await operator.goto("/ops");
  await operator.getByLabel("Email", { exact: true }).fill(OPERATOR.email);
  await operator.getByLabel("Password", { exact: true }).fill(OPERATOR.password);
  await operator.getByRole("button", { name: "Sign in" }).click();
  const team = operator.getByRole("region", { name: "Team" });
  await team.getByLabel("Email", { exact: true }).fill(REVIEWER.email);
  await team.getByLabel("Role", { exact: true }).selectOption("trust and safety");
  await team.getByRole("button", { name: "Grant" }).click();
  await expect(team.getByText(`${REVIEWER.email} now has the trust and safety role.`)).toBeVisible({
    // A function's first call on the emulator starts its worker.
    timeout: 60_000,
  });
  await expect(
    team.getByText(`${OPERATOR.email} granted the trust and safety role to ${REVIEWER.email}`),
  ).toBeVisible();

  await reviewer.getByLabel("Email", { exact: true }).fill(REVIEWER.email);
  await reviewer.getByLabel("Password", { exact: true }).fill(REVIEWER.password);
  await reviewer.getByRole("button", { name: "Sign in" }).click();
  await expect(reviewer.getByRole("heading", { name: "Open reports" })).toBeVisible({ timeout: 60_000 });
});
