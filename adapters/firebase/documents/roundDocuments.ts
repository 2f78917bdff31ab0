import type { RoundOutcome } from "../../../domain/meetups/Match";
import type { MealDay } from "../../../domain/meetups/MealDay";
import { optInClosesAt, optInOpensAt } from "../../../domain/meetups/MealDay";
import { millisOr, type TimeCodec } from "./timeCodec";

/**
 * `days/{dayId}` as the system publishes it: the slots a student may pick and the cut-off, which
 * the rules read to accept or refuse an opt-in.
 */
export function toMealDayDocument(day: MealDay, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: day.id,
    slots: day.slots.map((slot) => codec.fromMillis(slot)),
    opens_at: codec.fromMillis(optInOpensAt(day)),
    closes_at: codec.fromMillis(optInClosesAt(day)),
  };
}

/**
 * The part of a round's outcome a student reads, in `days/{dayId}` under `round`: when matching ran
 * and who was left unmatched (uids only). The day's match ids stay in `rounds/{dayId}`, for the system:
 * they name who met whom.
 */
export function toDayRoundField(outcome: RoundOutcome, codec: TimeCodec): Record<string, unknown> {
  return { ran_at: codec.fromMillis(outcome.ranAt), unmatched: [...outcome.unmatched] };
}

/** A student's view of the outcome from `days/{dayId}`, with the ids of their own matches of the day. */
export function fromDayRoundField(
  dayId: string,
  round: unknown,
  ownMatchIds: readonly string[],
  codec: TimeCodec,
): RoundOutcome | null {
  if (typeof round !== "object" || round === null) return null;
  const { ran_at, unmatched } = round as Record<string, unknown>;
  return {
    dayId,
    ranAt: millisOr(codec, ran_at, 0),
    matchIds: [...ownMatchIds],
    unmatched: Array.isArray(unmatched) ? unmatched.map(String) : [],
  };
}

/** `rounds/{dayId}`, the system's record: claimed by one run, then recorded with the full outcome. */
export type RoundRecordStatus = "claimed" | "recorded";

export function toRecordedRound(outcome: RoundOutcome, codec: TimeCodec): Record<string, unknown> {
  return {
    day_id: outcome.dayId,
    status: "recorded" satisfies RoundRecordStatus,
    ran_at: codec.fromMillis(outcome.ranAt),
    match_ids: [...outcome.matchIds],
    unmatched: [...outcome.unmatched],
  };
}

export function fromRecordedRound(data: Record<string, unknown>, codec: TimeCodec): RoundOutcome | null {
  if (data.status !== "recorded") return null;
  return {
    dayId: String(data.day_id ?? ""),
    ranAt: millisOr(codec, data.ran_at, 0),
    matchIds: Array.isArray(data.match_ids) ? data.match_ids.map(String) : [],
    unmatched: Array.isArray(data.unmatched) ? data.unmatched.map(String) : [],
  };
}
