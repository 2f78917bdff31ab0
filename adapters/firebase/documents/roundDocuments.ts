import type {
  NoMatchReason,
  RoundOutcome,
  SchoolRoundOutcome,
  StudentRoundOutcome,
} from "../../../domain/meetups/Match";
import type { MealDay } from "../../../domain/meetups/MealDay";
import { optInClosesAt, optInOpensAt } from "../../../domain/meetups/MealDay";
import { millisOr, type TimeCodec } from "./timeCodec";

/**
 * `days/{dayId}` as the system publishes it: its kind, the slots a student may pick, when opt-in opens and
 * its cut-off, which the rules read to accept or refuse an opt-in. Every school's students read
 * it: nothing about any student goes here.
 */
export function toMealDayDocument(day: MealDay, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: day.id,
    kind: day.kind,
    slots: day.slots.map((slot) => codec.fromMillis(slot)),
    opens_at: codec.fromMillis(optInOpensAt(day)),
    closes_at: codec.fromMillis(optInClosesAt(day)),
  };
}

/** Every reason, each once: the type makes a reason the domain adds fail here until it is listed. */
const NO_MATCH_REASON_NAMES: Record<NoMatchReason, true> = {
  "no-partner": true,
  "joined-after-matching": true,
  "no-table": true,
  "no-place": true,
  snoozed: true,
  "paused-for-no-shows": true,
  "profile-incomplete": true,
  suspended: true,
};
const NO_MATCH_REASONS = Object.keys(NO_MATCH_REASON_NAMES) as NoMatchReason[];
const isNoMatchReason = (value: unknown): value is NoMatchReason => NO_MATCH_REASONS.includes(value as NoMatchReason);

/**
 * `days/{dayId}/outcomes/{uid}`: what the round did for one student who opted in, `result`
 * "matched" or why not (NoMatchReason), and their school (a school's part is found again by it).
 * The rules let that student alone read it.
 */
export function toStudentOutcomeDocument(
  outcome: SchoolRoundOutcome,
  uid: string,
  result: StudentRoundOutcome["result"],
  codec: TimeCodec,
): Record<string, unknown> {
  return { day_id: outcome.dayId, school: outcome.school, uid, ran_at: codec.fromMillis(outcome.ranAt), result };
}

export function fromStudentOutcomeDocument(
  data: Record<string, unknown> | undefined,
  codec: TimeCodec,
): StudentRoundOutcome | null {
  if (data === undefined) return null;
  const result = data.result === "matched" || isNoMatchReason(data.result) ? data.result : null;
  if (result === null) return null;
  return { dayId: String(data.day_id ?? ""), ranAt: millisOr(codec, data.ran_at, 0), result };
}

/**
 * `rounds/{dayId}` and `rounds/{dayId}/schools/{school}`, the system's records: claimed by one run
 * ("claimed"), then "recorded"; a school may instead be "failed" (given up on), or "interrupted" (a
 * run that failed half-way let it go: the next run takes over what it wrote). The day's record
 * keeps its schools and counts, never a student or a match id, so its size does not grow with the
 * students; a school's record keeps who of that school was not matched and why.
 */
/** `withdrawing`: an operator's undo decided to take the day back and is deleting it (the day's record only). */
export type RoundRecordStatus = "claimed" | "interrupted" | "recorded" | "failed" | "withdrawing";

/** The fields of `rounds/{dayId}` that the functions keep up to date as each school is recorded. */
export const ROUND_FIELDS = {
  schools: "schools",
  schoolsDone: "schools_done",
  schoolsFailed: "schools_failed",
  schoolsWithoutPlace: "schools_without_place",
  matchCount: "match_count",
  notMatchedCount: "not_matched_count",
} as const;

/** `rounds/{dayId}` as a round starts: its plan (the schools), nothing done yet. */
export function toStartedRound(
  dayId: string,
  schools: readonly string[],
  ranAt: number,
  claim: { readonly id: string; readonly at: number },
  codec: TimeCodec,
): Record<string, unknown> {
  return {
    day_id: dayId,
    status: "claimed" satisfies RoundRecordStatus,
    claim_id: claim.id,
    claimed_at: codec.fromMillis(claim.at),
    ran_at: codec.fromMillis(ranAt),
    [ROUND_FIELDS.schools]: [...schools].sort(),
    [ROUND_FIELDS.schoolsDone]: [],
    [ROUND_FIELDS.schoolsFailed]: [],
    [ROUND_FIELDS.schoolsWithoutPlace]: [],
    [ROUND_FIELDS.matchCount]: 0,
    [ROUND_FIELDS.notMatchedCount]: 0,
  };
}

export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const count = (value: unknown): number => (typeof value === "number" ? value : 0);

export function fromRecordedRound(data: Record<string, unknown>, codec: TimeCodec): RoundOutcome | null {
  if (data.status !== "recorded") return null;
  const failed = stringList(data[ROUND_FIELDS.schoolsFailed]);
  return {
    dayId: String(data.day_id ?? ""),
    ranAt: millisOr(codec, data.ran_at, 0),
    schools: stringList(data[ROUND_FIELDS.schools])
      .filter((school) => !failed.includes(school))
      .sort(),
    matchCount: count(data[ROUND_FIELDS.matchCount]),
    notMatchedCount: count(data[ROUND_FIELDS.notMatchedCount]),
    schoolsWithoutPlace: stringList(data[ROUND_FIELDS.schoolsWithoutPlace]).sort(),
    schoolsFailed: failed.sort(),
  };
}

export function toRecordedSchoolRound(outcome: SchoolRoundOutcome, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: outcome.dayId,
    school: outcome.school,
    status: "recorded" satisfies RoundRecordStatus,
    ran_at: codec.fromMillis(outcome.ranAt),
    match_count: outcome.matchCount,
    not_matched: { ...outcome.notMatched },
    without_place: outcome.withoutPlace,
    told_at: outcome.toldAt === null ? null : codec.fromMillis(outcome.toldAt),
  };
}

export function fromRecordedSchoolRound(data: Record<string, unknown>, codec: TimeCodec): SchoolRoundOutcome | null {
  if (data.status !== "recorded") return null;
  const notMatched = typeof data.not_matched === "object" && data.not_matched !== null ? data.not_matched : {};
  const ranAt = millisOr(codec, data.ran_at, 0);
  return {
    dayId: String(data.day_id ?? ""),
    school: String(data.school ?? ""),
    ranAt,
    matchCount: count(data.match_count),
    notMatched: Object.fromEntries(
      Object.entries(notMatched).filter((entry): entry is [string, NoMatchReason] => isNoMatchReason(entry[1])),
    ),
    withoutPlace: data.without_place === true,
    // Recorded before `told_at` was kept: its students were told as it was recorded.
    toldAt: data.told_at === undefined ? ranAt : data.told_at === null ? null : millisOr(codec, data.told_at, ranAt),
  };
}
