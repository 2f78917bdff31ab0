import type { WeekId } from "./weeks";

/**
 * What the outcomes count for one school and one week (the schedule's time zone). Students are
 * counted in the week of the step they took: an account in the week it was created; its
 * verification and a complete profile in the week of its profile (made at the first verified
 * log-in); an opt-in, a seat and its answers in the week of their meal day.
 */
export const COUNT_FIELDS = [
  /** Accounts created (school addresses), verified or not. */
  "signedUp",
  /** Accounts whose address was verified (their profile exists). */
  "verified",
  /** Of those, profiles complete enough to be matched (isProfileComplete). */
  "profileComplete",
  /** Opt-ins for a meal day, with at least one time. */
  "optedIn",
  /** Seats given: members of a pair, a trio or a table (a merged table's members count at the table they joined). */
  "matched",
  /** Seats confirmed and not cancelled. */
  "confirmed",
  /** Seats at a meal that happened (isMetMeal), of members who said "I'm here" or "Did you meet? yes". */
  "met",
  /** Seats of members who met and chose each other again (a lunch: everyone; a table: each mutual pair). */
  "meetAgain",
  /** Cancellations after the free window (isLateCancellation). */
  "lateCancellations",
  /** Confirmed seats whose member could not go, or (at a lunch) whom the other said did not come. */
  "noShows",
  /** Meals that happened. */
  "metMeals",
  /** Reports to the trust and safety team (not blocks, not "not again"), in the week they were filed. */
  "reports",
  /** Of those, the ones reviewed; how long each took is in `reviewHours`. */
  "reviewed",
  /** Students whose latest meal day they were matched for falls in this week: summed over weeks, each student once. */
  "lastMatched",
  /** Students who met this week and opted in again within COME_BACK_WITHIN_WEEKS of their meal. */
  "cameBack",
  /** Same-day rescues offered to a candidate (domain/rescue), in the week of their meal day. */
  "rescuesOffered",
  /** Of those, the ones taken: each made a match of its own. */
  "rescuesTaken",
  /** Confirmed seats left alone at a meal that fell apart, then rescued: shown up, never no-shows. */
  "rescuedSeats",
  /** Seats confirmed at the matches rescues made (in `confirmed` too). */
  "rescueSeats",
  /** Of those, the seats that met (in `met` too). */
  "rescueSeatsMet",
] as const;

export type CountField = (typeof COUNT_FIELDS)[number];
export type Counts = Readonly<Record<CountField, number>>;

/** A school's week of outcomes: its counts, and the reviews' times (whole hours from arrival → how many). */
export interface WeeklyOutcomes {
  readonly school: string;
  readonly week: WeekId;
  readonly counts: Counts;
  readonly reviewHours: Readonly<Record<string, number>>;
}

/** A document's share of a school's week: what it adds to the counts there. */
export interface CountsAt {
  readonly school: string;
  readonly week: WeekId;
  readonly counts: Partial<Counts>;
  readonly reviewHours?: Readonly<Record<string, number>>;
}

export const ZERO_COUNTS: Counts = Object.fromEntries(COUNT_FIELDS.map((field) => [field, 0])) as Record<
  CountField,
  number
>;

export const schoolWeekKey = (school: string, week: WeekId): string => `${school}_${week}`;

/** Adds every share up, school-week by school-week (sign -1 takes them away). */
export function sumShares(shares: readonly CountsAt[], sign = 1): Map<string, WeeklyOutcomes> {
  const weeks = new Map<string, WeeklyOutcomes>();
  for (const share of shares) addShare(weeks, share, sign);
  return weeks;
}

function addShare(weeks: Map<string, WeeklyOutcomes>, share: CountsAt, sign: number): void {
  const key = schoolWeekKey(share.school, share.week);
  const current = weeks.get(key) ?? { school: share.school, week: share.week, counts: ZERO_COUNTS, reviewHours: {} };
  const counts = { ...current.counts };
  for (const field of COUNT_FIELDS) counts[field] += sign * (share.counts[field] ?? 0);
  const reviewHours = { ...current.reviewHours };
  for (const [hours, count] of Object.entries(share.reviewHours ?? {}))
    reviewHours[hours] = (reviewHours[hours] ?? 0) + sign * count;
  weeks.set(key, { ...current, counts, reviewHours });
}

/**
 * What a change of documents does to the counts: the shares after it less the shares before it,
 * for each school-week it touches, leaving out those it does not change. The functions add these
 * to the aggregates as the lifecycle happens.
 */
export function countsChange(before: readonly CountsAt[], after: readonly CountsAt[]): WeeklyOutcomes[] {
  const change = sumShares(after);
  for (const share of before) addShare(change, share, -1);
  return [...change.values()]
    .map((week) => ({
      ...week,
      reviewHours: Object.fromEntries(Object.entries(week.reviewHours).filter(([, count]) => count !== 0)),
    }))
    .filter(
      (week) => COUNT_FIELDS.some((field) => week.counts[field] !== 0) || Object.keys(week.reviewHours).length > 0,
    );
}
