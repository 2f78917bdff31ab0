import type { FirestoreTally } from "./countingFirestore";

/**
 * What a week of Strangers costs at list prices (`npm run bench:cost`): the measured activities,
 * each multiplied to a week, per active student, and the standing costs that do not grow with them.
 */

/** Google's list prices, 28 November 2026 (Firestore Standard edition, Cloud Functions invocations); free tiers ignored. */
export const LIST_PRICES = {
  perHundredThousandReads: 0.06,
  perHundredThousandWrites: 0.18,
  perHundredThousandDeletes: 0.02,
  perMillionInvocations: 0.4,
} as const;
export const LIST_PRICES_DATE = "28 November 2026";

/** A month, in weeks (365.25 / 12 / 7). */
export const WEEKS_PER_MONTH = 365.25 / 12 / 7;

export interface Costs extends FirestoreTally {
  invocations: number;
}

export const noCosts = (): Costs => ({ reads: 0, writes: 0, deletes: 0, invocations: 0 });

export function addCosts(a: Costs, b: Costs, times = 1): Costs {
  return {
    reads: a.reads + b.reads * times,
    writes: a.writes + b.writes * times,
    deletes: a.deletes + b.deletes * times,
    invocations: a.invocations + b.invocations * times,
  };
}

/** One activity's costs: what the students' browsers pay and what the functions pay, and how often a week. */
export interface ActivityCosts {
  readonly activity: string;
  readonly browser: Costs;
  readonly functions: Costs;
  /** How many times a week the measured costs happen (the schedule's meal days, the due jobs' runs…). */
  readonly timesAWeek: number;
  /** True for costs that do not grow with students (counted once, whatever their number). */
  readonly standing?: boolean;
  /** The functions' invocations by name, for the report. */
  readonly byFunction?: Readonly<Record<string, number>>;
}

/** Dollars for these counts at list prices. */
export function dollarsOf(costs: Costs): number {
  return (
    (costs.reads / 100_000) * LIST_PRICES.perHundredThousandReads +
    (costs.writes / 100_000) * LIST_PRICES.perHundredThousandWrites +
    (costs.deletes / 100_000) * LIST_PRICES.perHundredThousandDeletes +
    (costs.invocations / 1_000_000) * LIST_PRICES.perMillionInvocations
  );
}

export interface WeekCost {
  /** Per active student, a week: what grows with students. */
  readonly perStudent: { readonly browser: Costs; readonly functions: Costs };
  /** A week's standing costs, whatever the students. */
  readonly standing: Costs;
  /** Dollars a month for 1,000 active students, standing costs included. */
  readonly perThousandStudentsAMonth: number;
}

/** The week of `students` measured students, per student and for 1,000 a month. */
export function weekCost(activities: readonly ActivityCosts[], students: number): WeekCost {
  let browser = noCosts();
  let functions = noCosts();
  let standing = noCosts();
  for (const row of activities) {
    if (row.standing === true) {
      standing = addCosts(addCosts(standing, row.browser, row.timesAWeek), row.functions, row.timesAWeek);
    } else {
      browser = addCosts(browser, row.browser, row.timesAWeek / students);
      functions = addCosts(functions, row.functions, row.timesAWeek / students);
    }
  }
  const thousandAWeek = addCosts(addCosts(standing, browser, 1_000), functions, 1_000);
  return {
    perStudent: { browser, functions },
    standing,
    perThousandStudentsAMonth: dollarsOf(thousandAWeek) * WEEKS_PER_MONTH,
  };
}
