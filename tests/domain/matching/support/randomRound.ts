import type { MatchCandidate, MatchRoundInput } from "../../../../domain/matching/matchRound";
import { pairKey } from "../../../../domain/matching/pairKey";
import { randomInt, sample } from "./random";

export interface RoundShape {
  readonly students: number;
  readonly schools: number;
  readonly slots: number;
  /** Slots per student: 1..maxSlots (0 possible when allowNoSlot). */
  readonly maxSlots: number;
  readonly interests: number;
  readonly priorityShare: number;
  /** Excluded pairs, as a share of the students. */
  readonly exclusionShare: number;
  readonly allowNoSlot?: boolean;
}

const INTERESTS = ["Music", "Chess", "Hiking", "Film", "Cooking", "Jazz", "Soccer", "Poetry", "Anime", "Robots"];
const DIETARY = ["vegetarian", "halal", "vegan", "Vegetarian"];

/** A random round of the given shape: ids in random order, some interests in other letter case. */
export function randomRound(random: () => number, shape: RoundShape): MatchRoundInput {
  const slots = Array.from(
    { length: shape.slots },
    (_, i) => `2026-11-27T${String(17 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );
  const interests = INTERESTS.slice(0, shape.interests);
  const candidates: MatchCandidate[] = [];
  for (let i = 0; i < shape.students; i++) {
    const slotCount = randomInt(random, shape.allowNoSlot ? 0 : 1, shape.maxSlots);
    candidates.push({
      id: `u${Math.floor(random() * 1e9).toString(36)}${i}`,
      school: `school${randomInt(random, 1, shape.schools)}.edu`,
      slots: sample(random, slots, slotCount),
      interests: sample(random, interests, randomInt(random, 0, Math.min(4, interests.length))).map((tag) =>
        random() < 0.3 ? tag.toUpperCase() : tag,
      ),
      dietary: random() < 0.3 ? [DIETARY[randomInt(random, 0, DIETARY.length - 1)] as string] : [],
      priority: random() < shape.priorityShare,
    });
  }
  const excludedPairs = new Set<string>();
  const wanted = Math.round(shape.students * shape.exclusionShare);
  for (let tries = 0; excludedPairs.size < wanted && tries < wanted * 20; tries++) {
    const a = candidates[randomInt(random, 0, candidates.length - 1)] as MatchCandidate;
    const b = candidates[randomInt(random, 0, candidates.length - 1)] as MatchCandidate;
    if (a !== b) excludedPairs.add(pairKey(a.id, b.id));
  }
  return { candidates, excludedPairs };
}
