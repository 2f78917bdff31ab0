import type { PairScores } from "./pairScores";
import { normalizeTag, sharedTasteWeight, tagSet } from "./pairWeight";
import type { SchoolGraph } from "./schoolGraph";
import type { SeatingCandidate } from "./seatingModel";

/**
 * How good it is for two people to share a table: what they share, scored as the pair matcher
 * scores it (pairWeight.ts' sharedTasteWeight: shared interests, capped, and a shared dietary
 * need), plus a bonus when their majors differ, so that a table is a mix rather than one
 * department. The seating maximises the sum of this over every pair at every table. Integers,
 * so that sums compare exactly. The time is not part of it: everyone at a table shares its time.
 */

/**
 * Each pair at a table whose majors are both known and differ: worth as much as one shared
 * interest, so that a table of one department loses to a mixed one unless it shares clearly more.
 */
export const MIXED_MAJORS_WEIGHT = 3;

/** The readable form of the score of a pair at a table; {@link TableCompatibility} computes the same with bit sets. */
export function tablePairScore(a: SeatingCandidate, b: SeatingCandidate): number {
  const interestsOfB = tagSet(b.interests);
  const sharedInterests = [...tagSet(a.interests)].filter((tag) => interestsOfB.has(tag)).length;
  const dietaryOfB = tagSet(b.dietary);
  const sharedDietaryNeed = [...tagSet(a.dietary)].some((need) => dietaryOfB.has(need));
  const majorA = normalizeTag(a.major);
  const majorB = normalizeTag(b.major);
  const mixed = majorA !== "" && majorB !== "" && majorA !== majorB;
  return sharedTasteWeight(sharedInterests, sharedDietaryNeed) + (mixed ? MIXED_MAJORS_WEIGHT : 0);
}

/** The score of a pair of a school's students by their indices, from the school's bit sets. */
export class TableCompatibility implements PairScores {
  readonly #graph: SchoolGraph;
  /** Each student's major as a number, -1 when unknown. */
  readonly #major: Int32Array;

  /** @param graph a school built from SeatingCandidates (their majors are read from it). */
  constructor(graph: SchoolGraph) {
    this.#graph = graph;
    const ids = new Map<string, number>();
    this.#major = Int32Array.from(graph.students, (student) => {
      const major = normalizeTag((student as SeatingCandidate).major ?? "");
      if (major === "") return -1;
      const known = ids.get(major);
      if (known !== undefined) return known;
      ids.set(major, ids.size);
      return ids.size - 1;
    });
  }

  score(i: number, j: number): number {
    const a = this.#major[i] as number;
    const b = this.#major[j] as number;
    return this.#graph.tasteWeight(i, j) + (a >= 0 && b >= 0 && a !== b ? MIXED_MAJORS_WEIGHT : 0);
  }
}
