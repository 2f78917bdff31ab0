import { expect, test } from "@playwright/test";
import { watchForProblems } from "./support/emulators";
import {
  callOperatorFunction,
  DAY,
  dayIdOf,
  forgetOperator,
  HOUR,
  mailSent,
  optIn,
  phoneAt,
  resetWithMealTimes,
  type Student,
  sameStudentAt,
  slotAbout,
  studentOnTheirOwnPhone,
} from "./support/lifecycle";

/**
 * Two real students, each in a browser context of their own, against the emulators: the rules on,
 * the round run by the operator's function, the reactions by the Firestore triggers, the emails in
 * `mail`. Time: opt-in, the round and the confirmations happen at the real time (the meal is a day
 * and a bit ahead, so its opt-in is open now); for what comes later (a late cancellation, the colour
 * screen, the check after the meal) only the phones' clocks move (Playwright's clock). The rules
 * still judge by the server's time: an answer stamped later than now is taken, within the window the
 * domain allows for its stamp (firestore.rules: deadlines by request.time, no backdating).
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
  expect(run).toMatchObject({ recorded: true, outcome: { unmatched: [] } });
  for (const student of [ana, ben]) {
    await student.page.goto("/dashboard");
    const match = student.page.getByRole("region", { name: "Your match" });
    await expect(match).toBeVisible();
    const other = student === ana ? ben : ana;
    await expect(match.getByText(other.firstName, { exact: false }).first()).toBeVisible();
  }
}

test("both opt in, the operator's round matches them, one confirms, the other cancels late and the first is told", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  const problems = [watchForProblems(ana.page), watchForProblems(ben.page)];
  await bothMatched(ana, ben);

  const anaMatch = ana.page.getByRole("region", { name: "Your match" });
  await anaMatch.getByRole("button", { name: "Confirm" }).click();
  await expect(anaMatch.getByText("Confirmed")).toBeVisible();

  // Ben, six hours before the meal: a late cancellation.
  await phoneAt(ben, slot - 6 * HOUR);
  const benMatch = ben.page.getByRole("region", { name: "Your match" });
  await benMatch.getByRole("button", { name: "Can't make it" }).click();
  const dialog = ben.page.getByRole("dialog", { name: "Can't make it?" });
  await expect(dialog.getByText(/counts as a late cancellation/)).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(benMatch.getByText("You cancelled this meal.")).toBeVisible();

  // Ana is told: on her dashboard at its next look, and by email (onMatchChanged).
  await expect(anaMatch.getByText("Ben can't make it. The meal is off.")).toBeVisible({ timeout: 30_000 });
  await expect.poll(mailSent).toContainEqual([ana.email, "Ben can't make it"]);
  expect((await mailSent()).filter(([, subject]) => subject === "Ben can't make it")).toHaveLength(1);
  await ben.page.goto("/meals");
  await expect(ben.page.getByText("You cancelled late")).toBeVisible();

  expect((await mailSent()).filter(([, subject]) => subject === "You're matched for a meal on Strangers")).toHaveLength(
    2,
  );
  for (const { csp, pageErrors } of problems) expect([...csp, ...pageErrors]).toEqual([]);
});

test("both confirm, see the same colour at the meeting point, both say 'meet again' and find each other under Your people", async ({
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

  const seen: { colour: string; codeWord: string }[] = [];
  for (const student of [ana, ben]) {
    await phoneAt(student, slot - 10 * 60_000);
    await student.page.getByRole("button", { name: "Find your match" }).click();
    const screen = student.page.getByRole("dialog");
    await expect(screen).toBeVisible();
    seen.push({
      colour: await screen.evaluate((element) => getComputedStyle(element).backgroundColor),
      codeWord: (await screen.getByText(/^Code word: /).textContent()) ?? "",
    });
    await screen.getByRole("button", { name: "Close" }).click();
  }
  expect(seen[0]?.colour).not.toBe("rgba(0, 0, 0, 0)");
  expect(seen[1]).toEqual(seen[0]);

  for (const student of [ana, ben]) {
    await phoneAt(student, slot + 45 * 60_000);
    await expect(student.page.getByRole("heading", { name: "Did you meet?" })).toBeVisible();
    await student.page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(student.page.getByRole("heading", { name: "Meet again?" })).toBeVisible();
    await student.page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(student.page.getByText("Thanks! That helps us match you better.")).toBeVisible();
  }

  // Once both said yes, onMatchChanged reveals their school addresses to each other.
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
  await expect(
    ben.page.getByRole("region", { name: "Your match" }).getByText("Ana can't make it. The meal is off."),
  ).toBeVisible({ timeout: 30_000 });

  // Nine weeks on (past the 8-week cooldown, so only the report keeps them apart): the functions
  // publish that day, both open the app on phones at that time (logged in again: a session lasts
  // 7 days), both opt in, and the round leaves both unmatched rather than put them together.
  const later = slot + 9 * 7 * DAY;
  const laterDay = dayIdOf(later);
  await callOperatorFunction("runDueJobsNow", { asOf: later - 30 * HOUR });
  const students = [
    await sameStudentAt(browser, ana, later - 30 * HOUR),
    await sameStudentAt(browser, ben, later - 30 * HOUR),
  ];
  for (const student of students) await optIn(student);
  const run = await callOperatorFunction("runRoundNow", { dayId: laterDay, asOf: later - DAY });
  expect(run).toMatchObject({ recorded: true, outcome: { unmatched: [ana.uid, ben.uid].sort() } });
  for (const student of students) {
    await phoneAt(student, later - DAY + HOUR);
    await expect(student.page.getByRole("heading", { name: /: no match this time$/ })).toBeVisible();
  }
});
