import type { MatchCandidate } from "./model";

/**
 * The weight rules of a pair: how good a meal together is likely to be. Integers only, so that the
 * matcher's sums and comparisons are exact. The matcher first maximises the number of students
 * matched and only then the total weight, so these numbers choose between matchings of the same
 * size; they never make it leave someone out.
 *
 * A pair is possible at all only if both students are of one school, share at least one slot, and
 * are not an excluded pair; the weight of a possible pair is at least SHARED_SLOT_WEIGHT.
 */

/** Every possible pair shares a slot: the base of every weight, so that every edge is worth taking. */
export const SHARED_SLOT_WEIGHT = 10;
/** Each shared slot beyond the first: more room to spread meals over slots. Small, and capped. */
export const EXTRA_SHARED_SLOT_WEIGHT = 1;
export const MAX_EXTRA_SHARED_SLOTS_COUNTED = 2;
/**
 * Each shared interest (case-insensitive): something to talk about. Capped, so that a student with
 * many interests does not outweigh everything else and the pull towards a few "hub" students stays small.
 */
export const SHARED_INTEREST_WEIGHT = 3;
export const MAX_SHARED_INTERESTS_COUNTED = 3;
/**
 * Both students have a dietary need and share one (e.g. both vegetarian): one restaurant choice
 * suits the whole table. A student without needs is compatible with anyone, so no penalty exists.
 */
export const DIETARY_MATCH_WEIGHT = 4;

/** The smallest and largest weight of a possible pair before the priority bonus. */
export const MIN_PAIR_QUALITY = SHARED_SLOT_WEIGHT;
export const MAX_PAIR_QUALITY =
  SHARED_SLOT_WEIGHT +
  EXTRA_SHARED_SLOT_WEIGHT * MAX_EXTRA_SHARED_SLOTS_COUNTED +
  SHARED_INTEREST_WEIGHT * MAX_SHARED_INTERESTS_COUNTED +
  DIETARY_MATCH_WEIGHT;

/**
 * Per member left unmatched last round (16 with the values above). Larger than the whole spread of
 * pair quality, so that swapping a priority student in for a non-priority one always gains weight:
 * among matchings of the same size the matcher never leaves a priority student out to keep a
 * non-priority one who could have been swapped for them.
 */
export const PRIORITY_BONUS = MAX_PAIR_QUALITY - MIN_PAIR_QUALITY + 1;

/** What the weight of a possible pair depends on. */
export interface PairFeatures {
  /** ≥ 1 for a possible pair. */
  readonly sharedSlots: number;
  readonly sharedInterests: number;
  readonly sharedDietaryNeed: boolean;
  /** How many of the two were left unmatched last round: 0, 1 or 2. */
  readonly priorityMembers: number;
}

export function weightOfFeatures(features: PairFeatures): number {
  return pairWeightOfCounts(
    features.sharedSlots,
    features.sharedInterests,
    features.sharedDietaryNeed,
    features.priorityMembers,
  );
}

/** {@link weightOfFeatures} without the object, for the matcher's inner loops. */
export function pairWeightOfCounts(
  sharedSlots: number,
  sharedInterests: number,
  sharedDietaryNeed: boolean,
  priorityMembers: number,
): number {
  return (
    SHARED_SLOT_WEIGHT +
    EXTRA_SHARED_SLOT_WEIGHT * Math.min(Math.max(sharedSlots - 1, 0), MAX_EXTRA_SHARED_SLOTS_COUNTED) +
    sharedTasteWeight(sharedInterests, sharedDietaryNeed) +
    PRIORITY_BONUS * priorityMembers
  );
}

/**
 * The part of a pair's weight that says how well two people will get on at a meal, whatever the
 * time: shared interests (capped) and a shared dietary need. The seating of tables scores pairs
 * with it too (tableCompatibility.ts).
 */
export function sharedTasteWeight(sharedInterests: number, sharedDietaryNeed: boolean): number {
  return (
    SHARED_INTEREST_WEIGHT * Math.min(sharedInterests, MAX_SHARED_INTERESTS_COUNTED) +
    (sharedDietaryNeed ? DIETARY_MATCH_WEIGHT : 0)
  );
}

/** How interests and dietary needs are compared: trimmed, lower case (locale-independent). */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase();
}

/** The distinct normalized tags of a list; blank ones are no tag at all. */
export function tagSet(tags: readonly string[]): Set<string> {
  return new Set(tags.map(normalizeTag).filter((tag) => tag !== ""));
}

/**
 * The weight of two students as a pair, or undefined if they cannot be a pair because they are of
 * different schools or share no slot (exclusions are the caller's business). The readable form of
 * the rule; the matcher computes the same numbers with bit sets.
 */
export function pairWeight(a: MatchCandidate, b: MatchCandidate): number | undefined {
  if (a.school !== b.school) return undefined;
  const slotsOfB = new Set(b.slots);
  const sharedSlots = new Set(a.slots.filter((slot) => slotsOfB.has(slot))).size;
  if (sharedSlots === 0) return undefined;
  const interestsOfB = tagSet(b.interests);
  const sharedInterests = [...tagSet(a.interests)].filter((tag) => interestsOfB.has(tag)).length;
  const dietaryOfB = tagSet(b.dietary);
  const sharedDietaryNeed = [...tagSet(a.dietary)].some((need) => dietaryOfB.has(need));
  return weightOfFeatures({
    sharedSlots,
    sharedInterests,
    sharedDietaryNeed,
    priorityMembers: (a.priority ? 1 : 0) + (b.priority ? 1 : 0),
  });
}
