import { REPORT_REVIEW_MAX_HOURS } from "../shared/policyPromises";
import { type AllSchoolsWeek, lastMatchedRows } from "./allSchoolsOutcomes";
import { COUNT_FIELDS, type Counts, type WeeklyOutcomes, ZERO_COUNTS } from "./outcomeCounts";
import { PITCH_WEEKS } from "./outcomeRules";
import { addWeeks, type WeekId } from "./weeks";

/** The funnel's steps, in order: from an account to a second meal with the same people. */
export const FUNNEL_STEPS = [
  "signedUp",
  "verified",
  "profileComplete",
  "optedIn",
  "matched",
  "confirmed",
  "met",
  "meetAgain",
] as const satisfies readonly (keyof Counts)[];

export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A share as a fraction (0–1), or null when there is nothing to divide by. */
export type Rate = number | null;

const rate = (part: number, whole: number): Rate => (whole > 0 ? part / whole : null);

export interface OutcomeRates {
  /** Met seats / confirmed seats. */
  readonly showUp: Rate;
  /**
   * The meals as matched, rescues left out: their met seats / their confirmed seats (the seats of
   * the matches rescues made taken out of both).
   */
  readonly showUpWithoutRescue: Rate;
  /** The same seats, each one left alone and rescued counted as shown up. */
  readonly showUpWithRescue: Rate;
  /** Rescues taken / rescues offered. */
  readonly rescuesTaken: Rate;
  /** Late cancellations / seats given. */
  readonly lateCancellations: Rate;
  /** No-shows / confirmed seats. */
  readonly noShows: Rate;
  /** Seats that chose each other again / seats that met. */
  readonly meetAgain: Rate;
  /** Students who came back within four weeks / seats that met. */
  readonly cameBack: Rate;
  /** Reports filed per 100 meals that happened; null without a meal. */
  readonly reportsPer100Meals: number | null;
  /** The median time from a report's arrival to its review, in whole hours; null before any review. */
  readonly medianReviewHours: number | null;
  /** The terms' promise the median is held against. */
  readonly reviewPromiseHours: number;
}

/** What the Outcomes section shows for one school, or every school (`school` null), over `weeks`. */
export interface OutcomesReport {
  readonly school: string | null;
  readonly weeks: readonly WeekId[];
  readonly totals: Counts;
  readonly rates: OutcomeRates;
  /** Week by week, oldest first: the counts and the show-up rate. */
  readonly weekly: readonly { readonly week: WeekId; readonly counts: Counts; readonly showUp: Rate }[];
  /** The pitch's line: distinct students matched in the last PITCH_WEEKS weeks, at the school (or the busiest school). */
  readonly pitch: { readonly students: number; readonly weeks: number; readonly school: string } | null;
}

function total(rows: readonly WeeklyOutcomes[]): Counts {
  const sum: Record<keyof Counts, number> = { ...ZERO_COUNTS };
  for (const row of rows) for (const field of COUNT_FIELDS) sum[field] += row.counts[field];
  return sum;
}

/** The median of whole hours kept as a histogram (hours → how many). */
export function medianOfHistogram(histogram: Readonly<Record<string, number>>): number | null {
  const buckets = Object.entries(histogram)
    .map(([hours, count]) => [Number(hours), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return null;
  const lowerIndex = Math.floor((count - 1) / 2);
  const upperIndex = Math.floor(count / 2);
  let seen = 0;
  let lower: number | null = null;
  for (const [hours, n] of buckets) {
    if (lower === null && seen + n > lowerIndex) lower = hours;
    if (seen + n > upperIndex) return ((lower ?? hours) + hours) / 2;
    seen += n;
  }
  return null;
}

/** Every school's outcomes over `weeks`, from the all-schools weeks (one a week): the same report as from every school-week. */
export const allSchoolsReport = (allSchools: readonly AllSchoolsWeek[], weeks: readonly WeekId[]): OutcomesReport =>
  outcomesReport(allSchools, null, weeks, lastMatchedRows(allSchools));

/**
 * The outcomes of `school` (null: every school) over `weeks`, the last of which is the current week.
 * The pitch adds up `pitchRows`: the rows themselves, or (for the all-schools weeks, one row a week)
 * each school's students last matched.
 */
export function outcomesReport(
  rows: readonly WeeklyOutcomes[],
  school: string | null,
  weeks: readonly WeekId[],
  pitchRows: readonly WeeklyOutcomes[] = rows,
): OutcomesReport {
  const shown = new Set(weeks);
  const mine = rows.filter((row) => (school === null || row.school === school) && shown.has(row.week));
  const totals = total(mine);
  const reviewHours: Record<string, number> = {};
  for (const row of mine)
    for (const [hours, count] of Object.entries(row.reviewHours))
      reviewHours[hours] = (reviewHours[hours] ?? 0) + count;
  const weekly = weeks.map((week) => {
    const counts = total(mine.filter((row) => row.week === week));
    return { week, counts, showUp: rate(counts.met, counts.confirmed) };
  });
  return {
    school,
    weeks,
    totals,
    rates: {
      showUp: rate(totals.met, totals.confirmed),
      showUpWithoutRescue: rate(totals.met - totals.rescueSeatsMet, totals.confirmed - totals.rescueSeats),
      showUpWithRescue: rate(
        totals.met - totals.rescueSeatsMet + totals.rescuedSeats,
        totals.confirmed - totals.rescueSeats,
      ),
      rescuesTaken: rate(totals.rescuesTaken, totals.rescuesOffered),
      lateCancellations: rate(totals.lateCancellations, totals.matched),
      noShows: rate(totals.noShows, totals.confirmed),
      meetAgain: rate(totals.meetAgain, totals.met),
      cameBack: rate(totals.cameBack, totals.met),
      reportsPer100Meals: totals.metMeals > 0 ? (100 * totals.reports) / totals.metMeals : null,
      medianReviewHours: medianOfHistogram(reviewHours),
      reviewPromiseHours: REPORT_REVIEW_MAX_HOURS,
    },
    weekly,
    pitch: pitchLine(pitchRows, school, weeks.at(-1)),
  };
}

/**
 * Distinct students matched in the last PITCH_WEEKS weeks: each student counts in the week of their
 * latest match (`lastMatched`), so the weeks add up without counting anyone twice.
 */
function pitchLine(rows: readonly WeeklyOutcomes[], school: string | null, currentWeek: WeekId | undefined) {
  if (currentWeek === undefined) return null;
  const first = addWeeks(currentWeek, -(PITCH_WEEKS - 1));
  const bySchool = new Map<string, number>();
  for (const row of rows) {
    if (row.week < first || row.week > currentWeek || (school !== null && row.school !== school)) continue;
    bySchool.set(row.school, (bySchool.get(row.school) ?? 0) + row.counts.lastMatched);
  }
  const [best] = [...bySchool].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (best === undefined) return school === null ? null : { students: 0, weeks: PITCH_WEEKS, school };
  return { students: best[1], weeks: PITCH_WEEKS, school: best[0] };
}
