import { formGroups } from "./groups";
import type { MatchCandidate, MatchGroup, MatchRoundInput, MatchRoundResult } from "./model";
import { type PairingOptions, pairSchool } from "./pairing";
import { compareCodeUnits } from "./schoolGraph";
import { schoolGraphsOfRound } from "./schoolGraphsOfRound";

export type { MatchCandidate, MatchGroup, MatchRoundInput, MatchRoundResult } from "./model";
export type { GraphChoice, PairingOptions } from "./pairing";

/**
 * The matching of a meal round, once opt-in has closed. Pure and deterministic: the same input
 * gives the same result whatever the order of the candidates or of the excluded pairs.
 *
 * Per school (the email domain):
 * 1. Pairs: a maximum-cardinality, maximum-weight matching (Edmonds' blossom algorithm,
 *    maximumWeightMatching.ts) of the graph whose edges are the possible pairs: same school, at
 *    least one shared slot, not excluded, weighted by pairWeight.ts (priority students carry a
 *    bonus). Large schools use a sparse candidate graph (pairing.ts, candidateGraph.ts).
 * 2. Trios: a student left over may join a pair they are compatible with (groups.ts).
 * 3. Slots: each group meets at a slot all its members share, spread over the slots (assignSlots.ts).
 * Whoever is still alone is in `unmatched`: "no match this time, you are first next round".
 *
 * Throws if two candidates have the same id.
 */
export function matchRound(input: MatchRoundInput, options: PairingOptions = {}): MatchRoundResult {
  const groups: MatchGroup[] = [];
  const unmatched: string[] = [];
  for (const graph of schoolGraphsOfRound(input)) {
    const mate = pairSchool(graph, options);
    const school = formGroups(graph, mate);
    for (const group of school.groups) {
      groups.push({
        members: group.members.map((i) => (graph.students[i] as MatchCandidate).id),
        slot: graph.slotNames[group.slot] as string,
      });
    }
    for (const i of school.unmatched) unmatched.push((graph.students[i] as MatchCandidate).id);
  }
  groups.sort(
    (a, b) => compareCodeUnits(a.slot, b.slot) || compareCodeUnits(a.members[0] as string, b.members[0] as string),
  );
  unmatched.sort(compareCodeUnits);
  return { groups, unmatched };
}

export interface PairsResult {
  /** The pairs, each [smaller id, larger id], sorted. */
  readonly pairs: readonly (readonly [string, string])[];
  /** The total weight of the pairs (pairWeight.ts). */
  readonly weight: number;
  /** The candidates in no pair, sorted by id. */
  readonly unpaired: readonly string[];
}

/**
 * Step 1 of {@link matchRound} alone: the pairs before trios and slots, with their total weight.
 * For tests and the benchmark, which compare it with exact and brute-force optima.
 */
export function matchPairs(input: MatchRoundInput, options: PairingOptions = {}): PairsResult {
  const pairs: [string, string][] = [];
  const unpaired: string[] = [];
  let weight = 0;
  for (const graph of schoolGraphsOfRound(input)) {
    const mate = pairSchool(graph, options);
    mate.forEach((j, i) => {
      const id = (graph.students[i] as MatchCandidate).id;
      if (j === -1) unpaired.push(id);
      else if (i < j) {
        pairs.push([id, (graph.students[j] as MatchCandidate).id]);
        weight += graph.weight(i, j);
      }
    });
  }
  pairs.sort((a, b) => compareCodeUnits(a[0], b[0]));
  unpaired.sort(compareCodeUnits);
  return { pairs, weight, unpaired };
}
