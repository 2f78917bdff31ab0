import { describe, expect, it } from "vitest";
import type { MatchCandidate } from "../../../domain/matching/model";
import type { SchoolGraph } from "../../../domain/matching/schoolGraph";
import { schoolGraphsOfRound } from "../../../domain/matching/schoolGraphsOfRound";
import { seatSchool } from "../../../domain/matching/seatTables";
import { mulberry32, randomInt } from "./support/random";

/**
 * seatSchool with pair scores of its own (PairScores), as the benchmark passes the published
 * instances of the maximally diverse grouping problem: scores far above a byte (kept in four bytes
 * then), groups of one size, one slot, no blocks.
 */

const GROUPS = 3;
const GROUP_SIZE = 4;
const SCORE_MAX = 100_000;
/** A twentieth of the default budget: ample for 12 people, and quick. */
const EFFORT = 0.05;
/** For a test that seats many rounds: ample on a busy machine. */
const SLOW_TEST_TIMEOUT_MS = 60_000;

function oneSlotSchool(n: number): SchoolGraph {
  const candidates: MatchCandidate[] = Array.from({ length: n }, (_, i) => ({
    id: `e${String(i).padStart(2, "0")}`,
    school: "instance",
    slots: ["one-time"],
    interests: [],
    dietary: [],
    priority: false,
  }));
  return schoolGraphsOfRound({ candidates, excludedPairs: new Set() })[0] as SchoolGraph;
}

/** The best sum over every partition of 0..n-1 into groups of `size` (n = 12: 5,775 partitions). */
function optimum(n: number, size: number, score: (i: number, j: number) => number): number {
  let best = Number.NEGATIVE_INFINITY;
  const groupOf = new Int32Array(n).fill(-1);
  const counts = new Int32Array(n / size);
  const place = (i: number, total: number, opened: number): void => {
    if (i === n) {
      best = Math.max(best, total);
      return;
    }
    // Groups are interchangeable: i goes to an opened group or opens the next one.
    for (let g = 0; g < Math.min(opened + 1, counts.length); g++) {
      if ((counts[g] as number) === size) continue;
      let gain = 0;
      for (let j = 0; j < i; j++) if (groupOf[j] === g) gain += score(i, j);
      groupOf[i] = g;
      counts[g] = (counts[g] as number) + 1;
      place(i + 1, total + gain, Math.max(opened, g + 1));
      counts[g] = (counts[g] as number) - 1;
      groupOf[i] = -1;
    }
  };
  place(0, 0, 0);
  return best;
}

describe("seatSchool with pair scores of its own", () => {
  it(
    "finds the optimum of small instances with scores above a byte, groups of one size (20 instances)",
    () => {
      const n = GROUPS * GROUP_SIZE;
      const graph = oneSlotSchool(n);
      for (let instance = 0; instance < 20; instance++) {
        const random = mulberry32(700 + instance);
        const values = Array.from({ length: n * n }, () => 0);
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const value = randomInt(random, 0, SCORE_MAX);
            values[i * n + j] = value;
            values[j * n + i] = value;
          }
        }
        const score = (i: number, j: number) => values[i * n + j] as number;
        const range = { min: GROUP_SIZE, max: GROUP_SIZE };
        const seating = seatSchool(graph, { score }, range, mulberry32(instance), EFFORT);
        expect(seating.unseated).toEqual([]);
        expect(seating.tables.map((table) => table.members.length)).toEqual(Array(GROUPS).fill(GROUP_SIZE));
        const total = seating.tables.reduce((sum, { members }) => {
          let inside = 0;
          members.forEach((i, a) => {
            for (const j of members.slice(a + 1)) inside += score(i, j);
          });
          return sum + inside;
        }, 0);
        expect(seating.score).toBe(total);
        expect(total).toBe(optimum(n, GROUP_SIZE, score));
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
