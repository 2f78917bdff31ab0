import type { MatchCandidate, MatchRoundInput } from "../../../../domain/matching/matchRound";
import { pairWeight } from "../../../../domain/matching/pairWeight";
import { canPair } from "./roundChecks";

/**
 * The best pairing of a small round (n ≤ ~12) by exhaustive search, from the readable rules
 * (pairWeight, pairKey) rather than the matcher's bit sets: the most students in pairs, then the
 * largest total weight.
 */
export function bruteForceRound(input: MatchRoundInput): { pairs: number; weight: number } {
  const people = input.candidates;
  const used = new Array<boolean>(people.length).fill(false);
  const search = (from: number): { pairs: number; weight: number } => {
    let i = from;
    while (i < people.length && used[i]) i++;
    if (i >= people.length) return { pairs: 0, weight: 0 };
    used[i] = true;
    let best = search(i + 1);
    const a = people[i] as MatchCandidate;
    for (let j = i + 1; j < people.length; j++) {
      const b = people[j] as MatchCandidate;
      if (used[j] || !canPair(input, a, b)) continue;
      used[j] = true;
      const rest = search(i + 1);
      used[j] = false;
      const candidate = { pairs: rest.pairs + 1, weight: rest.weight + (pairWeight(a, b) as number) };
      if (candidate.pairs > best.pairs || (candidate.pairs === best.pairs && candidate.weight > best.weight)) {
        best = candidate;
      }
    }
    used[i] = false;
    return best;
  };
  return search(0);
}
