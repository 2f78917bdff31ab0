import { expect, test } from "@playwright/test";
import {
  callOperatorFunction,
  colourScreenOf,
  dayIdOf,
  forgetOperator,
  matchIdsOfDay,
  resetWithMealTimes,
  seedConfirmation,
  seedOptIn,
  studentOnTheirOwnPhone,
} from "./support/lifecycle";

/**
 * A group dinner on the emulators, three students on three phones: the operator's round seats them
 * at one table, the due jobs tell it its names and place, and all three see the same colour. The
 * rules judge every answer by the server's time, so the dinner starts ten minutes from now and what
 * the students did before (opting in, confirming) is written as their apps would have written it.
 */

test.describe.configure({ timeout: 240_000 });

const TABLE_OF_THREE_OR_MORE = { kind: "group-dinner", table_size: { min: 3, max: 6 } };

test.beforeEach(() => forgetOperator());

test("three students seated at one table by the round see its colour and code word on all three phones", async ({
  browser,
}) => {
  const slot = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  const dayId = `${dayIdOf(slot)}-group-dinner`;
  // No due jobs before the round: with the dinner minutes away, they would run its round at once, empty.
  await resetWithMealTimes([slot], TABLE_OF_THREE_OR_MORE);
  const students = [
    await studentOnTheirOwnPhone(browser, "Ana"),
    await studentOnTheirOwnPhone(browser, "Ben"),
    await studentOnTheirOwnPhone(browser, "Cy"),
  ];
  for (const student of students) await seedOptIn(student, dayId, [slot]);

  const run = await callOperatorFunction("runRoundNow", { dayId });
  expect(run).toMatchObject({ recorded: true, outcome: { notMatched: {} }, problems: [] });
  const [tableId] = await matchIdsOfDay(dayId);
  expect(tableId).toBeDefined();
  // Their confirmations (the cut-off, 4 hours before, is past at the real time), then the due jobs:
  // a table seated on its own day is told at once; if the dinner is just after midnight (UTC), now.
  for (const student of students) await seedConfirmation(tableId as string, student, Date.now() - 60 * 60_000);
  await callOperatorFunction("runDueJobsNow", { asOf: Math.max(Date.now(), Date.UTC(...utcDate(slot))) });

  const seen: { colour: string; codeWord: string }[] = [];
  for (const student of students) {
    await student.page.goto("/dashboard");
    const table = student.page.getByRole("region", { name: "Your table" });
    await expect(table.getByText("A table of 3.")).toBeVisible();
    for (const other of students.filter((someone) => someone !== student)) {
      await expect(table.getByText(other.firstName, { exact: true })).toBeVisible();
    }
    await table.getByRole("button", { name: "Find your table" }).click();
    seen.push(await colourScreenOf(student.page));
  }
  expect(seen[0]?.colour).not.toBe("rgba(0, 0, 0, 0)");
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[2]).toEqual(seen[0]);
});

/** The UTC calendar date of an instant, as Date.UTC's first three arguments. */
function utcDate(instant: number): [number, number, number] {
  const date = new Date(instant);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}
