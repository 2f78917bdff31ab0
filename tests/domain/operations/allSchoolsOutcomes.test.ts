import { describe, expect, it } from "vitest";
import {
  ALL_SCHOOLS,
  lastMatchedRows,
  schoolsOfAllSchools,
  sumAllSchools,
} from "../../../domain/operations/allSchoolsOutcomes";
import { type Counts, type WeeklyOutcomes, ZERO_COUNTS } from "../../../domain/operations/outcomeCounts";
import { allSchoolsReport, outcomesReport } from "../../../domain/operations/outcomesReport";
import { addWeeks, weeksFrom } from "../../../domain/operations/weeks";

const row = (school: string, week: string, counts: Partial<Counts>, reviewHours: Record<string, number> = {}) =>
  ({ school, week, counts: { ...ZERO_COUNTS, ...counts }, reviewHours }) satisfies WeeklyOutcomes;

const CURRENT = "2030-03-04";
const WEEKS = weeksFrom(addWeeks(CURRENT, -11), CURRENT);

/** Three schools over twelve weeks, the busiest in the pitch's window not the busiest overall. */
const EVERY_SCHOOL_WEEK: WeeklyOutcomes[] = [
  row("umich.edu", addWeeks(CURRENT, -11), { signedUp: 40, matched: 30, lastMatched: 30, confirmed: 20, met: 18 }),
  row("umich.edu", CURRENT, { optedIn: 4, matched: 4, confirmed: 4, met: 2, lastMatched: 3 }, { "30": 1 }),
  row("state.edu", addWeeks(CURRENT, -2), { optedIn: 10, matched: 8, confirmed: 6, met: 6, meetAgain: 2 }),
  row("state.edu", CURRENT, { matched: 6, lastMatched: 6, reports: 1, reviewed: 1, metMeals: 3 }, { "50": 1 }),
  row("tech.edu", addWeeks(CURRENT, -2), { signedUp: 5 }),
];

describe("the all-schools weeks", () => {
  it("add every school's counts up, week by week, naming each school and its students last matched", () => {
    const weeks = sumAllSchools(EVERY_SCHOOL_WEEK);
    expect(weeks.map((week) => [week.school, week.week])).toEqual([
      [ALL_SCHOOLS, addWeeks(CURRENT, -11)],
      [ALL_SCHOOLS, addWeeks(CURRENT, -2)],
      [ALL_SCHOOLS, CURRENT],
    ]);
    const current = weeks.at(-1);
    expect(current?.counts).toEqual({
      ...ZERO_COUNTS,
      optedIn: 4,
      matched: 10,
      confirmed: 4,
      met: 2,
      lastMatched: 9,
      reports: 1,
      reviewed: 1,
      metMeals: 3,
    });
    expect(current?.reviewHours).toEqual({ "30": 1, "50": 1 });
    expect(current?.lastMatchedBySchool).toEqual({ "umich.edu": 3, "state.edu": 6 });
    expect(weeks[1]?.lastMatchedBySchool).toEqual({ "state.edu": 0, "tech.edu": 0 });
    expect(schoolsOfAllSchools(weeks)).toEqual(["state.edu", "tech.edu", "umich.edu"]);
    expect(lastMatchedRows(weeks).filter((one) => one.counts.lastMatched > 0)).toHaveLength(3);
  });

  it("give the same report as every school-week: totals, rates, the weekly show-up and the pitch's busiest school", () => {
    const fromAll = allSchoolsReport(sumAllSchools(EVERY_SCHOOL_WEEK), WEEKS);
    const fromEvery = outcomesReport(EVERY_SCHOOL_WEEK, null, WEEKS);
    expect(fromAll).toEqual(fromEvery);
    expect(fromAll.pitch).toEqual({ students: 6, weeks: 8, school: "state.edu" });
  });

  it("change by what a change adds: the sum of changes is the change of the sums", () => {
    const before = sumAllSchools(EVERY_SCHOOL_WEEK);
    const change = row("tech.edu", CURRENT, { optedIn: 1, matched: 1, lastMatched: 1 });
    const after = sumAllSchools([...EVERY_SCHOOL_WEEK, change]);
    const [added] = sumAllSchools([change]);
    expect(after.at(-1)?.counts.matched).toBe((before.at(-1)?.counts.matched ?? 0) + (added?.counts.matched ?? 0));
    expect(after.at(-1)?.lastMatchedBySchool["tech.edu"]).toBe(1);
  });
});
