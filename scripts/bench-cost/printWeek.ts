import {
  type ActivityCosts,
  type Costs,
  dollarsOf,
  LIST_PRICES,
  LIST_PRICES_DATE,
  WEEKS_PER_MONTH,
  weekCost,
} from "./weekCost";

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });
const rwd = (costs: Costs) => `${number(costs.reads)} / ${number(costs.writes)} / ${number(costs.deletes)}`;

/** Prints the measured activities, the week per active student, and the cost of 1,000 students a month. */
export function printWeek(
  activities: readonly ActivityCosts[],
  students: number,
  notes: { lunches: number; tables: number; warnings: readonly string[] },
): void {
  const rows = [
    [
      "activity (as measured, all students)",
      "× a week",
      "browsers: reads / writes / deletes",
      "functions: reads / writes / deletes",
      "invocations",
    ],
    ...activities.map((row) => [
      row.activity,
      number(row.timesAWeek),
      rwd(row.browser),
      rwd(row.functions),
      number(row.functions.invocations),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.info(
    `\nbench:cost, ${students} students at two schools (${notes.lunches} lunches, ${notes.tables} tables)\n`,
  );
  console.info(line(rows[0] ?? []));
  console.info(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows.slice(1)) console.info(line(row));

  const week = weekCost(activities, students);
  const { browser, functions } = week.perStudent;
  console.info("\nA week, per active student (standing costs apart):");
  console.info(`  browser:   ${rwd(browser)} (reads / writes / deletes): $${dollarsOf(browser).toFixed(5)}`);
  console.info(
    `  functions: ${rwd(functions)}, ${number(functions.invocations)} invocations: $${dollarsOf(functions).toFixed(5)}`,
  );
  console.info(
    `Standing, a week whatever the students: ${rwd(week.standing)}, ${number(week.standing.invocations)} invocations: $${dollarsOf(week.standing).toFixed(4)}`,
  );
  console.info(
    `\n1,000 active students a month (${WEEKS_PER_MONTH.toFixed(2)} weeks), list prices of ${LIST_PRICES_DATE}, free tiers ignored: $${week.perThousandStudentsAMonth.toFixed(2)}`,
  );
  console.info(
    `  (Firestore $${LIST_PRICES.perHundredThousandReads} per 100k reads, $${LIST_PRICES.perHundredThousandWrites} per 100k writes, $${LIST_PRICES.perHundredThousandDeletes} per 100k deletes; Cloud Functions $${LIST_PRICES.perMillionInvocations} per million invocations)`,
  );
  for (const warning of notes.warnings) console.warn(`[bench:cost] ${warning}`);
}
