import { expect, test } from "@playwright/test";
import { watchForProblems } from "./support/emulators";
import {
  callOperatorFunction,
  colourScreenOf,
  DAY,
  dayIdOf,
  forgetOperator,
  HOUR,
  mailSent,
  optIn,
  resetWithMealTimes,
  type Student,
  sameStudentAt,
  seedConfirmedMatch,
  seedOptIn,
  slotAbout,
  studentOnTheirOwnPhone,
} from "./support/lifecycle";

/**
 * Two real students, each in a browser context of their own, against the emulators: the rules on,
 * the round run by the operator's function, the reactions by the Firestore triggers, the emails in
 * `mail`. Time: the rules judge every answer by the server's time (request.time), so everything a
 * student does happens at the real time. Opt-in, the round and the confirmations use a meal a day
 * and a bit ahead (its opt-in is open now). What needs a meal closer or past (a late cancellation,
 * the colour screen, the check after the meal) starts from a confirmed match the test writes as the
 * round would, whose meal is that far from now. Only reading at a later time (a round nine weeks on)
 * moves the phones' clocks (Playwright's clock).
 */

test.describe.configure({ timeout: 240_000 });

let slot: number;
let dayId: string;

test.beforeEach(async () => {
  slot = slotAbout(30);
  dayId = dayIdOf(slot);
  forgetOperator();
  await resetWithMealTimes([slot, slot + 9 * 7 * DAY]);
  // What the 5-minute schedule does first: publish the coming meal days (their slots and cut-offs).
  await callOperatorFunction("runDueJobsNow", {});
});

async function bothMatched(ana: Student, ben: Student): Promise<void> {
  await optIn(ana);
  await optIn(ben);
  const run = await callOperatorFunction("runRoundNow", { dayId });
  expect(run).toMatchObject({ recorded: true, outcome: { notMatched: {} }, problems: [] });
  for (const student of [ana, ben]) {
    await student.page.goto("/dashboard");
    const match = student.page.getByRole("region", { name: "Your match" });
    await expect(match).toBeVisible();
    const other = student === ana ? ben : ana;
    await expect(match.getByText(other.firstName, { exact: false }).first()).toBeVisible();
  }
}

test("both opt in, the operator's round matches them, one confirms, the other cancels and the first is told", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  const problems = [watchForProblems(ana.page), watchForProblems(ben.page)];
  await bothMatched(ana, ben);

  const anaMatch = ana.page.getByRole("region", { name: "Your match" });
  await anaMatch.getByRole("button", { name: "Confirm" }).click();
  await expect(anaMatch.getByText("Confirmed")).toBeVisible();

  // Ben, a day and more before the meal: a free cancellation.
  const benMatch = ben.page.getByRole("region", { name: "Your match" });
  await benMatch.getByRole("button", { name: "Can't make it" }).click();
  const dialog = ben.page.getByRole("dialog", { name: "Can't make it?" });
  await expect(dialog.getByText(/counts as a late cancellation/)).toBeHidden();
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(benMatch.getByText("You cancelled this meal.")).toBeVisible();

  // Ana is told: on her dashboard at its next look, and by email (onMatchChanged).
  await expect(anaMatch.getByText("Ben can't make it. The meal is off.")).toBeVisible({ timeout: 30_000 });
  await expect.poll(mailSent).toContainEqual([ana.email, "Ben can't make it"]);
  expect((await mailSent()).filter(([, subject]) => subject === "Ben can't make it")).toHaveLength(1);
  await ben.page.goto("/meals");
  await expect(ben.page.getByText("You cancelled", { exact: true })).toBeVisible();

  expect((await mailSent()).filter(([, subject]) => subject === "You're matched for a meal on Strangers")).toHaveLength(
    2,
  );
  for (const { csp, pageErrors } of problems) expect([...csp, ...pageErrors]).toEqual([]);
});

test("a cancellation six hours before a confirmed meal is a late one: kept in the history, the partner told", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  await seedConfirmedMatch([ana, ben], slotAbout(6));

  await ben.page.goto("/dashboard");
  const benMatch = ben.page.getByRole("region", { name: "Your match" });
  await benMatch.getByRole("button", { name: "Can't make it" }).click();
  const dialog = ben.page.getByRole("dialog", { name: "Can't make it?" });
  await expect(dialog.getByText(/counts as a late cancellation/)).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(benMatch.getByText("You cancelled this meal.")).toBeVisible();

  await ana.page.goto("/dashboard");
  await expect(
    ana.page.getByRole("region", { name: "Your match" }).getByText("Ben can't make it. The meal is off."),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(mailSent).toContainEqual([ana.email, "Ben can't make it"]);
  await ben.page.goto("/meals");
  await expect(ben.page.getByText("You cancelled late")).toBeVisible();
});

test("both opt in, both confirm; ten minutes before a meal both phones show the same colour, and 'I'm here' reaches the other", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  await bothMatched(ana, ben);
  for (const student of [ana, ben]) {
    const match = student.page.getByRole("region", { name: "Your match" });
    await match.getByRole("button", { name: "Confirm" }).click();
    await expect(match.getByText("Confirmed")).toBeVisible();
  }

  // Two others, whose confirmed meal starts in ten minutes, at the real time.
  const cy = await studentOnTheirOwnPhone(browser, "Cy");
  const dee = await studentOnTheirOwnPhone(browser, "Dee");
  await seedConfirmedMatch([cy, dee], Date.now() + 10 * 60_000);
  const seen: { colour: string; codeWord: string }[] = [];
  for (const student of [cy, dee]) {
    await student.page.goto("/dashboard");
    await student.page.getByRole("button", { name: "Find your match" }).click();
    seen.push(await colourScreenOf(student.page));
  }
  expect(seen[0]?.colour).not.toBe("rgba(0, 0, 0, 0)");
  expect(seen[1]).toEqual(seen[0]);

  await cy.page.getByRole("dialog").getByRole("button", { name: "I'm here" }).click();
  await expect(cy.page.getByText("You told them you're here.")).toBeVisible();
  await expect(dee.page.getByRole("dialog").getByText("Cy is here.")).toBeVisible({ timeout: 30_000 });
});

test("after a meal both say 'meet again' and find each other under Your people, by their school address", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  // Their confirmed meal started 45 minutes ago.
  await seedConfirmedMatch([ana, ben], Date.now() - 45 * 60_000);
  for (const student of [ana, ben]) {
    await student.page.goto("/dashboard");
    await expect(student.page.getByRole("heading", { name: "Did you meet?" })).toBeVisible();
    await student.page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(student.page.getByRole("heading", { name: "Meet again?" })).toBeVisible();
    await student.page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(student.page.getByText("Thanks! That helps us match you better.")).toBeVisible();
  }

  // Once both said yes, onMatchChanged gives each the other's school address.
  for (const student of [ana, ben]) {
    const other = student === ana ? ben : ana;
    await expect(async () => {
      await student.page.goto("/people");
      await expect(student.page.getByRole("heading", { name: "Your people" })).toBeVisible();
      await expect(student.page.getByRole("link", { name: other.email })).toHaveAttribute(
        "href",
        `mailto:${other.email}`,
      );
    }).toPass({ timeout: 30_000 });
  }
});

test("a report calls the meal off and keeps the pair apart: at the next round after the cooldown, neither is matched", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  await bothMatched(ana, ben);

  const match = ana.page.getByRole("region", { name: "Your match" });
  await match.getByRole("button", { name: "Report or block" }).click();
  const dialog = ana.page.getByRole("dialog", { name: /^Report or block / });
  await dialog.getByRole("radio", { name: /^Report/ }).check();
  await dialog.getByLabel("What happened?").selectOption({ label: "Made me feel uncomfortable or unsafe" });
  await dialog.getByLabel("Tell us more (optional)").fill("Sent me odd messages before we even met.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText(/reaches our trust and safety team, who review it within 24–48 hours/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(match.getByText("This meal is off. You won't be matched with them again.")).toBeVisible();
  // The card says what she did, rather than offering it again.
  await expect(match.getByText("You reported Ben. You won't be matched again.")).toBeVisible();
  await expect(match.getByRole("button", { name: "Report or block" })).toBeHidden();
  await expect(
    ben.page.getByRole("region", { name: "Your match" }).getByText("Ana can't make it. The meal is off."),
  ).toBeVisible({ timeout: 30_000 });

  // Nine weeks on (past the 8-week cooldown, so only the report keeps them apart): the functions
  // publish that day, both are in for it (written as their apps would write it then: the rules
  // take an opt-in only once the day opens, by the real time), and the round, run as of its
  // cut-off, leaves both unmatched rather than put them together. Each reads so on a phone at
  // that time (logged in again: a session lasts 7 days).
  const later = slot + 9 * 7 * DAY;
  const laterDay = dayIdOf(later);
  await callOperatorFunction("runDueJobsNow", { asOf: later - 30 * HOUR });
  for (const student of [ana, ben]) await seedOptIn(student, laterDay, [later]);
  const run = await callOperatorFunction("runRoundNow", { dayId: laterDay, asOf: later - DAY });
  expect(run).toMatchObject({
    recorded: true,
    outcome: { notMatched: { [ana.uid]: "no-partner", [ben.uid]: "no-partner" } },
  });
  for (const student of [ana, ben]) {
    const phone = await sameStudentAt(browser, student, later - DAY + HOUR);
    await expect(phone.page.getByRole("heading", { name: /: no match this time$/ })).toBeVisible();
    await expect(phone.page.getByText("We couldn't find you a match this round.", { exact: false })).toBeVisible();
  }
});
