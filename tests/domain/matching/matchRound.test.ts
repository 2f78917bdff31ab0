import { describe, expect, it } from "vitest";
import { sparseEdges } from "../../../domain/matching/candidateGraph";
import {
  type MatchCandidate,
  type MatchRoundInput,
  type MatchRoundResult,
  matchPairs,
  matchRound,
} from "../../../domain/matching/matchRound";
import { maximumWeightMatchingPacked } from "../../../domain/matching/maximumWeightMatching";
import { EXACT_MATCHING_MAX_STUDENTS, SPARSE_PARTNERS_PER_STUDENT } from "../../../domain/matching/pairing";
import { pairKey } from "../../../domain/matching/pairKey";
import { pairWeight } from "../../../domain/matching/pairWeight";
import type { SchoolGraph } from "../../../domain/matching/schoolGraph";
import { schoolGraphsOfRound } from "../../../domain/matching/schoolGraphsOfRound";
import { bruteForceRound } from "./support/bruteForceRound";
import { layeredRound } from "./support/layeredRound";
import { mulberry32, randomInt, sample } from "./support/random";
import { type RoundShape, randomRound } from "./support/randomRound";
import { canPair, validGroup } from "./support/roundChecks";

/** For the tests that seat or match hundreds of rounds: ample on a busy machine. */
const SLOW_TEST_TIMEOUT_MS = 60_000;

function student(id: string, slots: string[], extra: Partial<MatchCandidate> = {}): MatchCandidate {
  return { id, school: "umich.edu", slots, interests: [], dietary: [], priority: false, ...extra };
}
const round = (candidates: MatchCandidate[], excluded: [string, string][] = []): MatchRoundInput => ({
  candidates,
  excludedPairs: new Set(excluded.map(([a, b]) => pairKey(a, b))),
});

/**
 * The properties every result must have, whatever the graph: checked on every round of the file.
 * Each is a consequence of the rules that the matcher guarantees, not merely likely. Violations
 * are collected and asserted once (an expect per pair of students would be most of the run time).
 */
function expectValidResult(input: MatchRoundInput, result: MatchRoundResult): void {
  const problems: string[] = [];
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const group of result.groups) {
    // 2 or 3 members, each a candidate, one school, all of them free at the slot, no excluded pair.
    const members = group.members.map((id) => byId.get(id));
    if (group.members.length < 2 || group.members.length > 3) problems.push(`size: ${JSON.stringify(group)}`);
    if (!members.every(Boolean)) problems.push(`unknown member: ${JSON.stringify(group)}`);
    else if (!validGroup(input, members as MatchCandidate[], group.slot))
      problems.push(`invalid: ${JSON.stringify(group)}`);
    for (const id of group.members) count(id);
  }
  for (const id of result.unmatched) count(id);
  // Nobody twice, nobody dropped.
  if (seen.size !== input.candidates.length) problems.push(`${seen.size} students out of ${input.candidates.length}`);
  for (const [id, times] of seen) if (times !== 1) problems.push(`${id} appears ${times} times`);

  const unmatched = result.unmatched.map((id) => byId.get(id) as MatchCandidate);
  // No two students left out who could have met (an augmenting path of length one).
  for (let i = 0; i < unmatched.length; i++) {
    for (let j = i + 1; j < unmatched.length; j++) {
      const a = unmatched[i] as MatchCandidate;
      const b = unmatched[j] as MatchCandidate;
      if (canPair(input, a, b)) problems.push(`${a.id} and ${b.id} both left out`);
    }
  }
  for (const left of unmatched) {
    for (const group of result.groups) {
      const members = group.members.map((id) => byId.get(id) as MatchCandidate);
      // Nobody left out who could have joined a pair as a trio (at any slot the three share).
      if (members.length === 2) {
        const slots = left.slots.filter((slot) => members.every((m) => m.slots.includes(slot)));
        if (slots.some((slot) => validGroup(input, [...members, left], slot))) {
          problems.push(`${left.id} left out but fits ${JSON.stringify(group)}`);
        }
      }
      // A priority student is never left out while a non-priority one they could replace is in a
      // group (PRIORITY_BONUS outweighs any difference of quality, so the swap would gain weight).
      if (left.priority) {
        members.forEach((member, i) => {
          if (member.priority) return;
          const replaceable =
            members.length === 2
              ? canPair(input, left, members[1 - i] as MatchCandidate)
              : validGroup(
                  input,
                  members.map((m, j) => (j === i ? left : m)),
                  group.slot,
                );
          if (replaceable) problems.push(`priority ${left.id} left out for ${member.id} in ${JSON.stringify(group)}`);
        });
      }
    }
  }
  expect(problems).toEqual([]);
}

describe("matchRound on hand-built rounds", () => {
  it("matches nobody in an empty round", () => {
    expect(matchRound(round([]))).toEqual({ groups: [], unmatched: [] });
  });

  it("pairs two students at a slot they share", () => {
    const input = round([student("b", ["2026-11-27T18:00", "2026-11-27T19:00"]), student("a", ["2026-11-27T19:00"])]);
    expect(matchRound(input)).toEqual({ groups: [{ members: ["a", "b"], slot: "2026-11-27T19:00" }], unmatched: [] });
  });

  it("never pairs students of different schools, or without a shared slot", () => {
    const input = round([student("a", ["s1"]), student("b", ["s1"], { school: "msu.edu" }), student("c", ["s2"])]);
    expect(matchRound(input)).toEqual({ groups: [], unmatched: ["a", "b", "c"] });
  });

  it("never pairs an excluded pair, even when it is the only possible one", () => {
    const input = round([student("a", ["s1"]), student("b", ["s1"])], [["b", "a"]]);
    expect(matchRound(input)).toEqual({ groups: [], unmatched: ["a", "b"] });
  });

  it("makes a trio of an odd school when the third shares a slot with both", () => {
    const input = round([student("a", ["s1"]), student("b", ["s1", "s2"]), student("c", ["s1"])]);
    expect(matchRound(input)).toEqual({ groups: [{ members: ["a", "b", "c"], slot: "s1" }], unmatched: [] });
  });

  it("says 'no match this time' to the one who fits no group", () => {
    const input = round(
      [student("a", ["s1"]), student("b", ["s1"]), student("c", ["s1"])],
      [
        ["a", "c"],
        ["b", "c"],
      ],
    );
    expect(matchRound(input)).toEqual({ groups: [{ members: ["a", "b"], slot: "s1" }], unmatched: ["c"] });
  });

  it("gives the place to the student left unmatched last round", () => {
    // a and b compete for c; b shares more with c, but a has priority. Trios are impossible
    // because a and b block each other.
    const input = round(
      [
        student("a", ["s1"], { priority: true }),
        student("b", ["s1"], { interests: ["Chess", "Jazz", "Film"], dietary: ["halal"] }),
        student("c", ["s1"], { interests: ["chess", "jazz", "film"], dietary: ["Halal"] }),
      ],
      [["a", "b"]],
    );
    expect(matchRound(input)).toEqual({ groups: [{ members: ["a", "c"], slot: "s1" }], unmatched: ["b"] });
  });

  it("prefers more students matched to a heavier pair", () => {
    // b–c would be the best pair, but a–b and c–d match everyone.
    const input = round(
      [
        student("a", ["s1"]),
        student("b", ["s1"], { interests: ["Chess", "Jazz", "Film"] }),
        student("c", ["s1"], { interests: ["Chess", "Jazz", "Film"] }),
        student("d", ["s1"]),
      ],
      [
        ["a", "d"],
        ["a", "c"],
        ["b", "d"],
      ],
    );
    expect(matchRound(input).groups.map((g) => g.members)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("spreads groups over the slots they share, ties to the earliest", () => {
    const both = ["2026-11-27T18:00", "2026-11-27T19:00"];
    const input = round(["a", "b", "c", "d", "e", "f"].map((id) => student(id, both)));
    const slots = matchRound(input).groups.map((g) => g.slot);
    expect(slots.filter((slot) => slot === both[0])).toHaveLength(2);
    expect(slots.filter((slot) => slot === both[1])).toHaveLength(1);
  });

  it("rejects a round with the same student twice", () => {
    expect(() => matchRound(round([student("a", ["s1"]), student("a", ["s1"])]))).toThrow(/twice/);
  });

  it("ignores excluded keys that are not pair keys", () => {
    const input: MatchRoundInput = {
      candidates: [student("a", ["s1"]), student("b", ["s1"])],
      excludedPairs: new Set(["a|b", "not json", "[1,2]"]),
    };
    expect(matchRound(input).groups).toHaveLength(1);
  });
});

const SMALL: RoundShape = {
  students: 10,
  schools: 2,
  slots: 4,
  maxSlots: 2,
  interests: 5,
  priorityShare: 0.3,
  exclusionShare: 0.4,
  allowNoSlot: true,
};

describe("matchRound against brute force on small rounds", () => {
  it("pairs as many students, with the same total weight, as the exhaustive optimum (300 rounds, n ≤ 10)", () => {
    const random = mulberry32(11);
    for (let r = 0; r < 300; r++) {
      const students = randomInt(random, 0, 10);
      const input = randomRound(random, {
        ...SMALL,
        students,
        schools: randomInt(random, 1, 2),
        slots: randomInt(random, 1, 4),
      });
      const expected = bruteForceRound(input);
      const pairs = matchPairs(input);
      const context = JSON.stringify({ r, input: { ...input, excludedPairs: [...input.excludedPairs] } });
      expect(pairs.pairs.length, context).toBe(expected.pairs);
      expect(pairs.weight, context).toBe(expected.weight);
      // The weight reported is the rules' weight of the pairs returned.
      const byId = new Map(input.candidates.map((c) => [c.id, c]));
      const recomputed = pairs.pairs.reduce(
        (sum, [a, b]) => sum + (pairWeight(byId.get(a) as MatchCandidate, byId.get(b) as MatchCandidate) as number),
        0,
      );
      expect(recomputed, context).toBe(expected.weight);

      const result = matchRound(input);
      expectValidResult(input, result);
      // Trios only add students to the pairs: everyone paired is in a group.
      const grouped = result.groups.reduce((sum, g) => sum + g.members.length, 0);
      expect(grouped - result.groups.filter((g) => g.members.length === 3).length, context).toBe(2 * expected.pairs);
    }
  });

  it("gives the same result whatever the order of the candidates and of the excluded pairs", () => {
    const random = mulberry32(12);
    for (let r = 0; r < 50; r++) {
      const input = randomRound(random, { ...SMALL, students: 12 });
      const shuffled: MatchRoundInput = {
        candidates: sample(random, input.candidates, input.candidates.length),
        excludedPairs: new Set(sample(random, [...input.excludedPairs], input.excludedPairs.size)),
      };
      expect(matchRound(shuffled)).toEqual(matchRound(input));
    }
  });
});

describe("matchRound properties on large random rounds", () => {
  it("(the property check itself rejects results that break the rules)", () => {
    const input = round(
      [student("a", ["s1"]), student("b", ["s1"]), student("c", ["s1"], { priority: true }), student("d", ["s2"])],
      [["a", "c"]],
    );
    const broken: MatchRoundResult[] = [
      { groups: [{ members: ["a", "b"], slot: "s1" }], unmatched: ["c"] }, // d dropped
      { groups: [{ members: ["a", "c"], slot: "s1" }], unmatched: ["b", "d"] }, // excluded pair
      { groups: [{ members: ["a", "d"], slot: "s1" }], unmatched: ["b", "c"] }, // d cannot make s1
      { groups: [], unmatched: ["a", "b", "c", "d"] }, // a and b left out together
      { groups: [{ members: ["a", "b"], slot: "s1" }], unmatched: ["c", "d"] }, // c could replace a
    ];
    for (const result of broken) expect(() => expectValidResult(input, result)).toThrow();
    expectValidResult(input, matchRound(input));
  });

  const shapes: (RoundShape & { seed: number })[] = [
    {
      seed: 1,
      students: 300,
      schools: 3,
      slots: 6,
      maxSlots: 3,
      interests: 10,
      priorityShare: 0.1,
      exclusionShare: 0.5,
    },
    { seed: 2, students: 700, schools: 1, slots: 10, maxSlots: 2, interests: 8, priorityShare: 0.2, exclusionShare: 1 },
    // Scarce slots: many students cannot be paired at all, which tests the leftovers' rules.
    {
      seed: 3,
      students: 900,
      schools: 2,
      slots: 16,
      maxSlots: 1,
      interests: 6,
      priorityShare: 0.3,
      exclusionShare: 2,
      allowNoSlot: true,
    },
    {
      seed: 4,
      students: 1500,
      schools: 1,
      slots: 12,
      maxSlots: 4,
      interests: 10,
      priorityShare: 0.1,
      exclusionShare: 0.2,
    },
  ];
  for (const { seed, ...shape } of shapes) {
    it(`holds every property for ${shape.students} students in ${shape.schools} school(s), seed ${seed}`, () => {
      const input = randomRound(mulberry32(seed), shape);
      expectValidResult(input, matchRound(input));
    });
  }

  it("keeps the sparse graph within 1% of the exact weight, with as many students matched (n = 600)", () => {
    const input = randomRound(mulberry32(5), {
      students: 600,
      schools: 1,
      slots: 8,
      maxSlots: 3,
      interests: 10,
      priorityShare: 0.1,
      exclusionShare: 0.1,
    });
    const exact = matchPairs(input, { graph: "dense" });
    const sparse = matchPairs(input, { graph: "sparse" });
    expect(sparse.pairs.length).toBe(exact.pairs.length);
    expect(sparse.weight).toBeLessThanOrEqual(exact.weight);
    expect(sparse.weight).toBeGreaterThanOrEqual(0.99 * exact.weight);
  });
});

describe("matchRound pairs as many students as possible at every size", () => {
  it(
    "pairs everyone of a layered round whose sparse graph leaves 14 out (n = 420)",
    () => {
      const input = layeredRound();
      expect(input.candidates.length).toBeGreaterThan(EXACT_MATCHING_MAX_STUDENTS);
      // The case is real: a maximum matching of the sparse candidate graph alone pairs 203.
      const [graph] = schoolGraphsOfRound(input) as [SchoolGraph];
      const sparse = sparseEdges(graph, SPARSE_PARTNERS_PER_STUDENT);
      const sparseOnly = maximumWeightMatchingPacked(graph.size, sparse.from, sparse.to, sparse.weight, true);
      expect(sparseOnly.filter((partner) => partner === -1)).toHaveLength(14);

      const pairs = matchPairs(input);
      expect(pairs.pairs).toHaveLength(210);
      expect(pairs.unpaired).toEqual([]);
      const exact = matchPairs(input, { graph: "dense" });
      expect(pairs.weight).toBeGreaterThanOrEqual(0.99 * exact.weight);
      const result = matchRound(input);
      expect(result.unmatched).toEqual([]);
      expectValidResult(input, result);
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    "pairs as many students as the exhaustive optimum from a poor sparse graph (300 rounds, n ≤ 12)",
    () => {
      const random = mulberry32(13);
      for (let r = 0; r < 300; r++) {
        const input = randomRound(random, {
          ...SMALL,
          students: randomInt(random, 0, 12),
          schools: randomInt(random, 1, 2),
          slots: randomInt(random, 1, 4),
        });
        // One or two partners per student: the sparse graph alone often misses the best cardinality.
        const pairs = matchPairs(input, { graph: "sparse", partnersPerStudent: randomInt(random, 1, 2) });
        expect(pairs.pairs.length, JSON.stringify({ r })).toBe(bruteForceRound(input).pairs);
        expectValidResult(input, matchRound(input, { graph: "sparse", partnersPerStudent: 1 }));
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    "pairs as many students as the exact solver from a poor sparse graph (30 rounds of 13 to 900 students)",
    () => {
      const random = mulberry32(14);
      for (let r = 0; r < 30; r++) {
        const shape: RoundShape = {
          students: randomInt(random, 13, 900),
          schools: randomInt(random, 1, 3),
          slots: randomInt(random, 2, 16),
          maxSlots: randomInt(random, 1, 3),
          interests: randomInt(random, 2, 10),
          priorityShare: 0.1,
          exclusionShare: [0.1, 1, 3][randomInt(random, 0, 2)] as number,
          allowNoSlot: random() < 0.3,
        };
        const input = randomRound(random, shape);
        const exact = matchPairs(input, { graph: "dense" });
        const sparse = matchPairs(input, { graph: "sparse", partnersPerStudent: randomInt(random, 1, 3) });
        expect(sparse.pairs.length, JSON.stringify({ r, ...shape })).toBe(exact.pairs.length);
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
