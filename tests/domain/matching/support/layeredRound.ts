import type { MatchCandidate, MatchRoundInput } from "../../../../domain/matching/matchRound";
import { pairKey } from "../../../../domain/matching/pairKey";

/**
 * A round of more than EXACT_MATCHING_MAX_STUDENTS students that has a perfect matching, but whose
 * sparse candidate graph does not, and where no augmenting path of length 1 or 3 exists either:
 * only a longer one, through pairs the sparse graph left out, matches everyone.
 *
 * Three layers, numbered by how far they are from the outsiders:
 * - outsiders (20): they share the time "early" with the middle layer and nobody else; no two of them
 *   may meet (excluded pairs);
 * - middle (100): "early" and "late"; no two of them may meet either. Six of them, the favourites,
 *   share three interests with the outsiders; the others share nothing with them;
 * - hubs (300): "late" only; everyone of the middle layer and of the hubs shares three other interests.
 *
 * What the sparse graph keeps: every outsider's best partners are the same six favourites, and the
 * rest of the middle layer and the hubs rank each other far above any outsider. So the outsiders'
 * only candidate partners are the six favourites: at most six outsiders are paired, fourteen are
 * left out. The middle students next to the left-out outsiders are paired with hubs (whom the
 * outsiders cannot meet), so a path of three steps finds no second outsider; five steps do:
 * outsider – middle – its hub – another hub – that hub's middle student – another outsider.
 * A perfect matching exists: each outsider with a middle student, the other 80 middle students with
 * hubs, the other 220 hubs among themselves.
 */
export function layeredRound(): MatchRoundInput {
  const outsiderInterests = ["Chess", "Jazz", "Poetry"];
  const sharedInterests = ["Hiking", "Film", "Cooking"];
  const candidates: MatchCandidate[] = [];
  const person = (id: string, slots: string[], interests: string[]): MatchCandidate => ({
    id,
    school: "layered.edu",
    slots,
    interests,
    dietary: [],
    priority: false,
  });
  const outsiders = Array.from({ length: 20 }, (_, i) => `a-outsider-${String(i).padStart(2, "0")}`);
  const middle = Array.from({ length: 100 }, (_, i) => `b-middle-${String(i).padStart(3, "0")}`);
  const hubs = Array.from({ length: 300 }, (_, i) => `c-hub-${String(i).padStart(3, "0")}`);
  for (const id of outsiders) candidates.push(person(id, ["early"], outsiderInterests));
  middle.forEach((id, i) => {
    candidates.push(
      person(id, ["early", "late"], i < 6 ? [...sharedInterests, ...outsiderInterests] : sharedInterests),
    );
  });
  for (const id of hubs) candidates.push(person(id, ["late"], sharedInterests));

  const excludedPairs = new Set<string>();
  for (const layer of [outsiders, middle]) {
    for (let i = 0; i < layer.length; i++) {
      for (let j = i + 1; j < layer.length; j++) excludedPairs.add(pairKey(layer[i] as string, layer[j] as string));
    }
  }
  return { candidates, excludedPairs };
}
