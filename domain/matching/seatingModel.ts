import type { MatchCandidate } from "./model";

/**
 * The data of a seating round (group dinners, and a mixer's icebreaker circles): see seatTables.ts.
 */

/** A student who opted in for a group dinner: a matching candidate with a major (for the mix of a table). */
export interface SeatingCandidate extends MatchCandidate {
  /** Free text from the profile, compared case-insensitively; "" when the student gave none. */
  readonly major: string;
}

/** How many people a table seats, both ends included (operator data per meal time). */
export interface TableSizeRange {
  readonly min: number;
  readonly max: number;
}

/** A group dinner's table when the meal time says nothing else, and a mixer's icebreaker circle. */
export const DEFAULT_TABLE_SIZE: TableSizeRange = { min: 4, max: 6 };

export interface SeatingInput {
  /** Any schools: students are only seated with their own school, as in matchRound. */
  readonly candidates: readonly SeatingCandidate[];
  /**
   * Pairs who must never share a table, as pairKey(a, b): blocks, reports and "not again", and
   * people who shared a table or a meal in the last 8 weeks (the caller's exclusions, as for the matcher).
   */
  readonly excludedPairs: ReadonlySet<string>;
  /** Defaults to DEFAULT_TABLE_SIZE. */
  readonly tableSize?: TableSizeRange;
}

export interface SeatingOptions {
  /** Seeds the search (domain/shared/seededRandom.ts): the same seed and input, the same seating. */
  readonly seed?: number;
  /**
   * How much search to spend, as a multiple of the default budget (1). The budget counts work,
   * not time, so that the result never depends on the machine. The benchmark's reference runs use 20.
   */
  readonly effort?: number;
}

/** One table: its members (sorted by id) and the slot they all can make. */
export interface SeatedTable {
  readonly members: readonly string[];
  readonly slot: string;
}

/**
 * Why a student has no seat:
 * - "too-few-at-this-time": fewer students than the smallest table can make any of their times;
 * - "count-does-not-split": enough can make one of their times, but their number cannot be split
 *   into tables of the allowed sizes (7 for tables of 4 to 6), and others took the seats (those
 *   left unseated last round first);
 * - "constraints": the seats were there by count, but blocks, reports, "not again" or recent
 *   table-mates left no table where the student could sit.
 */
export type UnseatedReason = "too-few-at-this-time" | "count-does-not-split" | "constraints";

export interface UnseatedStudent {
  readonly id: string;
  readonly reason: UnseatedReason;
}

export interface SeatingResult {
  /** Sorted by slot, then by first member. */
  readonly tables: readonly SeatedTable[];
  /** Nobody silently dropped: every candidate is at exactly one table or here (sorted by id). */
  readonly unseated: readonly UnseatedStudent[];
  /** The objective: the sum over tables of the compatibility of every pair at the table (tableCompatibility.ts). */
  readonly score: number;
}
