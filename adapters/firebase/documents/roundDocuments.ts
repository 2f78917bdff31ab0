import type { NoMatchReason, RoundOutcome, StudentRoundOutcome } from "../../../domain/meetups/Match";
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
 * "matched" or why not (NoMatchReason). The rules let that student alone read it.
 */
export function toStudentOutcomeDocument(
  outcome: RoundOutcome,
  uid: string,
  result: StudentRoundOutcome["result"],
  codec: TimeCodec,
): Record<string, unknown> {
  return { day_id: outcome.dayId, uid, ran_at: codec.fromMillis(outcome.ranAt), result };
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

/** `rounds/{dayId}`, the system's record: claimed by one run, then recorded with the full outcome. */
export type RoundRecordStatus = "claimed" | "recorded";

export function toRecordedRound(outcome: RoundOutcome, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: outcome.dayId,
    status: "recorded" satisfies RoundRecordStatus,
    ran_at: codec.fromMillis(outcome.ranAt),
    match_ids: [...outcome.matchIds],
    not_matched: { ...outcome.notMatched },
    schools_without_place: [...outcome.schoolsWithoutPlace],
  };
}

export function fromRecordedRound(data: Record<string, unknown>, codec: TimeCodec): RoundOutcome | null {
  if (data.status !== "recorded") return null;
  const notMatched = typeof data.not_matched === "object" && data.not_matched !== null ? data.not_matched : {};
  return {
    dayId: String(data.day_id ?? ""),
    ranAt: millisOr(codec, data.ran_at, 0),
    matchIds: Array.isArray(data.match_ids) ? data.match_ids.map(String) : [],
    notMatched: Object.fromEntries(
      Object.entries(notMatched).filter((entry): entry is [string, NoMatchReason] => isNoMatchReason(entry[1])),
    ),
    schoolsWithoutPlace: Array.isArray(data.schools_without_place) ? data.schools_without_place.map(String) : [],
  };
}
