import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { signUpVerified } from "./support/journeys";
import { devTool, startOnMonday } from "./support/matching";
import { signInAsDemoOperator } from "./support/operator";

/**
 * The console's Mixers on the local backend: the demo cohort and a student RSVP to Thursday's
 * mixer; the demo operator sees its going count against its places.
 */

test("the demo operator sees the mixer the demo cohort RSVPed to, by school, with its going count", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Monday 23 November 2026: Thursday's mixer (19:00, 40 places) is open for RSVP.
  await startOnMonday(page);
  await signUpVerified(page);
  await devTool(page, "Add demo students");
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Thursday night mixer" });
  // Seven demo students are going already; the student makes eight.
  await expect(card.getByText("33 spots left")).toBeVisible();
  await card.getByRole("button", { name: "RSVP" }).click();
  await expect(card.getByText("32 spots left")).toBeVisible();

  await signInAsDemoOperator(page);
  const section = page.getByRole("region", { name: "Mixers" });
  await expect(section.getByRole("heading", { name: "Mixers", level: 2 })).toBeVisible();
  const thursday = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "state.edu" }) });
  await expect(thursday).toHaveCount(1);
  await expect(thursday.getByRole("heading", { level: 3 })).toHaveText("Thursday night mixer");
  await expect(thursday.getByText("8 / 40")).toBeVisible();
  await expect(thursday.getByText("Formed at the start")).toBeVisible();
  // The other mixers of the two weeks either side: nobody RSVPed to them.
  await expect(section.getByText("Nobody has RSVPed yet.").first()).toBeVisible();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
  }
});
