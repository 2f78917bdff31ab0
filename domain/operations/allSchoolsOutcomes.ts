import { COUNT_FIELDS, type Counts, type WeeklyOutcomes, ZERO_COUNTS } from "./outcomeCounts";
import type { WeekId } from "./weeks";

/** The all-schools aggregate's name where a school's would be: a school is a domain (it has a dot), so it cannot clash. */
export const ALL_SCHOOLS = "all";

/**
 * Every school's counts of one week added up, so that "All schools" reads one document a week
 * whatever the number of schools. With it, each school's students last matched that week: the
 * pitch's busiest school, and (a school named here had something counted that week) the picker's
 * list of schools.
 */
export interface AllSchoolsWeek extends WeeklyOutcomes {
  readonly lastMatchedBySchool: Readonly<Record<string, number>>;
}

/** Adds school-weeks (counts or changes of counts) up, week by week, into all-schools weeks. */
export function sumAllSchools(rows: readonly WeeklyOutcomes[]): AllSchoolsWeek[] {
  const weeks = new Map<WeekId, AllSchoolsWeek>();
  for (const row of rows) {
    const current = weeks.get(row.week) ?? {
      school: ALL_SCHOOLS,
      week: row.week,
      counts: ZERO_COUNTS,
      reviewHours: {},
      lastMatchedBySchool: {},
    };
    const counts: Record<keyof Counts, number> = { ...current.counts };
    for (const field of COUNT_FIELDS) counts[field] += row.counts[field];
    const reviewHours = { ...current.reviewHours };
    for (const [hours, count] of Object.entries(row.reviewHours))
      reviewHours[hours] = (reviewHours[hours] ?? 0) + count;
    const lastMatchedBySchool = {
      ...current.lastMatchedBySchool,
      [row.school]: (current.lastMatchedBySchool[row.school] ?? 0) + row.counts.lastMatched,
    };
    weeks.set(row.week, { ...current, counts, reviewHours, lastMatchedBySchool });
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** The schools the all-schools weeks name, in order. */
export const schoolsOfAllSchools = (weeks: readonly AllSchoolsWeek[]): string[] =>
  [...new Set(weeks.flatMap((week) => Object.keys(week.lastMatchedBySchool)))].sort();

/** Each school's students last matched, week by week, as school-weeks: what the pitch's line adds up. */
export const lastMatchedRows = (weeks: readonly AllSchoolsWeek[]): WeeklyOutcomes[] =>
  weeks.flatMap((week) =>
    Object.entries(week.lastMatchedBySchool).map(([school, lastMatched]) => ({
      school,
      week: week.week,
      counts: { ...ZERO_COUNTS, lastMatched },
      reviewHours: {},
    })),
  );
