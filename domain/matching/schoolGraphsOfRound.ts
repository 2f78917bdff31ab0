import type { MatchCandidate, MatchRoundInput } from "./model";
import { idsOfPairKey } from "./pairKey";
import { compareCodeUnits, SchoolGraph } from "./schoolGraph";

/**
 * A round's schools (in order of their names), each as a SchoolGraph with its students sorted by
 * id, so that what is built from them does not depend on the order of the input.
 *
 * Throws if two candidates have the same id.
 */
export function schoolGraphsOfRound(input: MatchRoundInput): SchoolGraph[] {
  const sorted = [...input.candidates].sort((a, b) => compareCodeUnits(a.id, b.id));
  sorted.forEach((candidate, i) => {
    if (i > 0 && (sorted[i - 1] as MatchCandidate).id === candidate.id) {
      throw new Error(`candidate ${JSON.stringify(candidate.id)} appears twice in the round`);
    }
  });
  const excludedPartners = new Map<string, string[]>();
  for (const key of input.excludedPairs) {
    const ids = idsOfPairKey(key);
    if (!ids) continue; // not a pairKey: it cannot name a pair of candidates
    const [a, b] = ids;
    pushTo(excludedPartners, a, b);
    pushTo(excludedPartners, b, a);
  }
  const bySchool = new Map<string, MatchCandidate[]>();
  for (const candidate of sorted) pushTo(bySchool, candidate.school, candidate);
  return [...bySchool.keys()]
    .sort(compareCodeUnits)
    .map((school) => new SchoolGraph(bySchool.get(school) as MatchCandidate[], excludedPartners));
}

function pushTo<T>(lists: Map<string, T[]>, key: string, item: T): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}
