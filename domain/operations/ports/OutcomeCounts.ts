import type { AllSchoolsWeek } from "../allSchoolsOutcomes";
import type { WeeklyOutcomes } from "../outcomeCounts";
import type { WeekId } from "../weeks";

/**
 * The outcomes per school and week, for operators only. On Firebase, the aggregates the functions
 * keep as the lifecycle happens (one document per school-week, and one per week for all schools:
 * the console never reads a match); offline, a recount of the local documents with the same rules.
 * Each read covers the weeks from `first` to `last` (both included) that have anything to count.
 */
export interface OutcomeCounts {
  /** Every school's counts added up, one row a week: what the console opens on, whatever the number of schools. */
  allSchoolsBetween(first: WeekId, last: WeekId): Promise<readonly AllSchoolsWeek[]>;
  /** One school's weeks. */
  schoolBetween(school: string, first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]>;
  /** Every school's weeks, one row per school-week (the CSV file): reads as many documents. */
  everySchoolBetween(first: WeekId, last: WeekId): Promise<readonly WeeklyOutcomes[]>;
}
