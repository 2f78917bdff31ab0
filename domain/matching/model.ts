/**
 * The data of a matching round. Kept apart from matchRound.ts (which re-exports them) so that the
 * weight rules can use them without an import cycle.
 */

export interface MatchCandidate {
  /** The student's uid. */
  readonly id: string;
  /** The email domain, e.g. "umich.edu": only students of one school are matched together. */
  readonly school: string;
  /** Slot keys the student can make: opaque strings that sort chronologically, e.g. "2026-11-27T17:30". */
  readonly slots: readonly string[];
  /** Compared case-insensitively. */
  readonly interests: readonly string[];
  /** E.g. "vegetarian", "halal"; may be empty. Compared case-insensitively. */
  readonly dietary: readonly string[];
  /** Left unmatched last round: goes first this round. */
  readonly priority: boolean;
}

export interface MatchRoundInput {
  readonly candidates: readonly MatchCandidate[];
  /** Pairs that must never be matched (blocks, "not again", inside the cooldown), as pairKey(a, b). */
  readonly excludedPairs: ReadonlySet<string>;
}

/** Two members, or three for a trio; members sorted by id. Every member can make `slot`. */
export interface MatchGroup {
  readonly members: readonly string[];
  readonly slot: string;
}

export interface MatchRoundResult {
  /** Sorted by slot, then by first member. */
  readonly groups: readonly MatchGroup[];
  /** Nobody silently dropped: every candidate is in exactly one group or here (sorted by id). */
  readonly unmatched: readonly string[];
}
