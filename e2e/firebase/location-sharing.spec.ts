import { expect, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { watchForProblems } from "./support/emulators";
import { DAY, resetWithMealTimes, seedConfirmedMatch, studentOnTheirOwnPhone } from "./support/lifecycle";

/**
 * The approximate location on the colour screen between two real students on the emulators, each
 * in a browser context of their own whose position Chromium emulates (the emulator build asks the
 * browser: VITE_LOCATOR=browser, and no public geocoder): both share, the rules on
 * (`matches/{id}/locations/{uid}`, whole grid steps, inside the window), the full SDK's listeners
 * carrying each position to the other, each reading how far and which way the other is.
 */

test.describe.configure({ timeout: 180_000 });

/** One grid step (1/1000 of a degree) apart north-south and east-west: about 139 m, "about 150 m". */
const ANA_AT = { latitude: 42.356, longitude: -71.063 };
const BEN_AT = { latitude: 42.357, longitude: -71.062 };

test.beforeEach(async () => {
  await resetWithMealTimes([Date.now() + 2 * DAY]);
});

test("two confirmed students share on the colour screen: each reads how far and which way the other is", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  const problems = [watchForProblems(ana.page), watchForProblems(ben.page)];
  for (const [student, position] of [
    [ana, ANA_AT],
    [ben, BEN_AT],
  ] as const) {
    await student.page.context().grantPermissions(["geolocation"]);
    await student.page.context().setGeolocation(position);
  }
  // A confirmed meal starting in ten minutes, at the real time: the sharing window is open.
  await seedConfirmedMatch([ana, ben], Date.now() + 10 * 60_000);
  for (const student of [ana, ben]) {
    await student.page.goto("/dashboard");
    await student.page.getByRole("button", { name: "Find your match" }).click();
  }
  const anaScreen = ana.page.getByRole("dialog");
  const benScreen = ben.page.getByRole("dialog");

  await anaScreen.getByRole("button", { name: "Share my approximate location" }).click();
  await expect(anaScreen.getByText(/^You're sharing your approximate location\./)).toBeVisible();
  // Ben does not share yet: he is told Ana does, not how far she is.
  await expect(
    benScreen.getByText("Ana is sharing their approximate location. Share yours to see how far away they are."),
  ).toBeVisible({ timeout: 10_000 });

  await benScreen.getByRole("button", { name: "Share my approximate location" }).click();
  await expect(benScreen.getByText("Ana: about 150 m away, south-west")).toBeVisible({ timeout: 10_000 });
  await expect(anaScreen.getByText("Ben: about 150 m away, north-east")).toBeVisible({ timeout: 10_000 });
  // A distance and a direction: never coordinates on the screen.
  for (const screen of [anaScreen, benScreen]) await expect(screen).not.toContainText("42.35");
  await expectNoViolations(ana.page);

  // Ana stops: her position goes from Ben's screen.
  await anaScreen.getByRole("button", { name: "Stop sharing" }).click();
  await expect(benScreen.getByText(/^Ana: about/)).toHaveCount(0, { timeout: 10_000 });
  await expect(anaScreen.getByRole("button", { name: "Share my approximate location" })).toBeVisible();

  for (const { csp, pageErrors } of problems) expect({ csp, pageErrors }).toEqual({ csp: [], pageErrors: [] });
});
