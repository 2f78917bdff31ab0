import type { AllSchoolsWeek } from "../../../domain/operations/allSchoolsOutcomes";
import {
  COUNT_FIELDS,
  type CountField,
  type Counts,
  type CountsAt,
  schoolWeekKey,
  type WeeklyOutcomes,
  ZERO_COUNTS,
} from "../../../domain/operations/outcomeCounts";
import type { WeekId } from "../../../domain/operations/weeks";

/**
 * `outcome_counts/{school}_{week}`: `school`, `week` (its Monday, "2030-03-04": the page's range
 * query), one number per count (`signed_up`, `opted_in`, `meet_again`…) and `review_hours`
 * (whole hours to a review → how many). The functions add to it as the lifecycle happens, and in
 * the same write to `outcome_counts/all_{week}` (`school: "all"`, ALL_SCHOOLS): the same fields
 * added up over every school, and `last_matched_by_school` (school → students last matched).
 */
/** Its collection: apart from COLLECTIONS, which every page's backend chunk carries, as only the console and the functions use it. */
export const OUTCOME_COUNTS_COLLECTION = "outcome_counts";

export const outcomeCountsPath = (school: string, week: WeekId): string =>
  `${OUTCOME_COUNTS_COLLECTION}/${schoolWeekKey(school, week)}`;

export const COUNT_DOCUMENT_FIELDS: Readonly<Record<CountField, string>> = Object.fromEntries(
  COUNT_FIELDS.map((field) => [field, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]),
) as Record<CountField, string>;

export const REVIEW_HOURS_FIELD = "review_hours";

export const LAST_MATCHED_BY_SCHOOL_FIELD = "last_matched_by_school";

const numberOr0 = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function fromOutcomeCountsDocument(data: Record<string, unknown>): WeeklyOutcomes {
  const counts: Record<CountField, number> = { ...ZERO_COUNTS };
  for (const field of COUNT_FIELDS) counts[field] = numberOr0(data[COUNT_DOCUMENT_FIELDS[field]]);
  const reviewHours = numbersOf(data[REVIEW_HOURS_FIELD]);
  return { school: String(data.school ?? ""), week: String(data.week ?? ""), counts: counts as Counts, reviewHours };
}

const numbersOf = (value: unknown): Record<string, number> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(Object.entries(value).map(([key, count]) => [key, numberOr0(count)]))
    : {};

export function fromAllSchoolsDocument(data: Record<string, unknown>): AllSchoolsWeek {
  return { ...fromOutcomeCountsDocument(data), lastMatchedBySchool: numbersOf(data[LAST_MATCHED_BY_SCHOOL_FIELD]) };
}

/**
 * What a change adds to the all-schools document of its week: as to a school's, and each school's
 * students last matched, even by 0 (so that the school is named: the console's list of schools).
 */
export function toAllSchoolsIncrements<T>(
  change: AllSchoolsWeek,
  increment: (n: number) => T,
): Record<string, unknown> {
  return {
    ...toOutcomeCountsIncrements(change, increment),
    [LAST_MATCHED_BY_SCHOOL_FIELD]: Object.fromEntries(
      Object.entries(change.lastMatchedBySchool).map(([school, count]) => [school, increment(count)]),
    ),
  };
}

/**
 * What a change adds to a school-week's document, with the SDK's own increment: `increment(n)`
 * for each count and each review hour it changes, and the school and week it names.
 */
export function toOutcomeCountsIncrements<T>(
  change: WeeklyOutcomes,
  increment: (n: number) => T,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { school: change.school, week: change.week };
  for (const field of COUNT_FIELDS)
    if (change.counts[field] !== 0) fields[COUNT_DOCUMENT_FIELDS[field]] = increment(change.counts[field]);
  const hours = Object.entries(change.reviewHours).filter(([, count]) => count !== 0);
  if (hours.length > 0)
    fields[REVIEW_HOURS_FIELD] = Object.fromEntries(hours.map(([key, count]) => [key, increment(count)]));
  return fields;
}

/**
 * `users/{uid}.outcome_share`: what the functions last added to the outcomes for this student's own
 * history (the week of their latest match, the weeks they came back): `[{ school, week, counts }]`,
 * counts by their document names. Written by the functions only (the rules let no student change
 * it); it goes with the profile, and its deletion takes the share back out of the outcomes.
 */
export const OUTCOME_SHARE_FIELD = "outcome_share";

export function toOutcomeShareDocument(shares: readonly CountsAt[]): Record<string, unknown>[] {
  return shares.map((share) => ({
    school: share.school,
    week: share.week,
    counts: Object.fromEntries(
      COUNT_FIELDS.filter((field) => (share.counts[field] ?? 0) !== 0).map((field) => [
        COUNT_DOCUMENT_FIELDS[field],
        share.counts[field],
      ]),
    ),
  }));
}

export function fromOutcomeShareDocument(value: unknown): CountsAt[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { school, week, counts } = entry as Record<string, unknown>;
    if (typeof school !== "string" || typeof week !== "string" || typeof counts !== "object" || counts === null)
      return [];
    const read: Partial<Record<CountField, number>> = {};
    for (const field of COUNT_FIELDS) {
      const count = numberOr0((counts as Record<string, unknown>)[COUNT_DOCUMENT_FIELDS[field]]);
      if (count !== 0) read[field] = count;
    }
    return [{ school, week, counts: read }];
  });
}
