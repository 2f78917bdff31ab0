import type { MatchCandidate, MatchRoundInput } from "../../../../domain/matching/matchRound";
import { pairKey } from "../../../../domain/matching/pairKey";
import { pairWeight } from "../../../../domain/matching/pairWeight";

const answers = new WeakMap<MatchRoundInput, Map<string, boolean>>();

/**
 * Whether a and b may be in one group (the rules of the issue, written independently of the
 * matcher). Remembered per round: the property checks ask about the same pairs many times.
 */
export function canPair(input: MatchRoundInput, a: MatchCandidate, b: MatchCandidate): boolean {
  let known = answers.get(input);
  if (!known) {
    known = new Map();
    answers.set(input, known);
  }
  const key = pairKey(a.id, b.id);
  let answer = known.get(key);
  if (answer === undefined) {
    answer = a.id !== b.id && pairWeight(a, b) !== undefined && !input.excludedPairs.has(key);
    known.set(key, answer);
  }
  return answer;
}

/** Whether these students may meet as one group at `slot`. */
export function validGroup(input: MatchRoundInput, members: readonly MatchCandidate[], slot: string): boolean {
  if (members.some((m) => !m.slots.includes(slot) || m.school !== members[0]?.school)) return false;
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      if (!canPair(input, members[i] as MatchCandidate, members[j] as MatchCandidate)) return false;
    }
  }
  return true;
}
