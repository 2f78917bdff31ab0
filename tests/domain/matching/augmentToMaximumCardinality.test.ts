import { describe, expect, it } from "vitest";
import { augmentToMaximumCardinality } from "../../../domain/matching/augmentToMaximumCardinality";
import { denseEdges } from "../../../domain/matching/candidateGraph";
import type { MatchCandidate } from "../../../domain/matching/matchRound";
import { maximumWeightMatchingPacked } from "../../../domain/matching/maximumWeightMatching";
import { SchoolGraph } from "../../../domain/matching/schoolGraph";
import { bruteForceMatching } from "./support/bruteForce";
import { mulberry32, randomInt } from "./support/random";

/** For the tests that seat or match hundreds of rounds: ample on a busy machine. */
const SLOW_TEST_TIMEOUT_MS = 60_000;

/**
 * A school whose compatibility graph is exactly the given one: everyone shares the one slot, and
 * every pair that is not an edge is excluded. Students are numbered as the vertices.
 */
function graphOf(vertexCount: number, edges: readonly (readonly [number, number])[]): SchoolGraph {
  const ids = Array.from({ length: vertexCount }, (_, v) => `s${String(v).padStart(5, "0")}`);
  const students: MatchCandidate[] = ids.map((id) => ({
    id,
    school: "graph.edu",
    slots: ["s"],
    interests: [],
    dietary: [],
    priority: false,
  }));
  const isEdge = new Set(edges.map(([u, v]) => Math.min(u, v) * vertexCount + Math.max(u, v)));
  const excluded = new Map<string, string[]>();
  for (let u = 0; u < vertexCount; u++) {
    const others: string[] = [];
    for (let v = 0; v < vertexCount; v++) {
      if (u !== v && !isEdge.has(Math.min(u, v) * vertexCount + Math.max(u, v))) others.push(ids[v] as string);
    }
    excluded.set(ids[u] as string, others);
  }
  return new SchoolGraph(students, excluded);
}

/** Checks that `mate` is a matching of the graph's possible pairs and returns its cardinality. */
function cardinalityOf(graph: SchoolGraph, mate: Int32Array): number {
  let pairs = 0;
  const problems: string[] = [];
  mate.forEach((partner, v) => {
    if (partner === -1) return;
    if (mate[partner] !== v) problems.push(`${v} → ${partner} → ${mate[partner]}`);
    if (graph.weight(v, partner) < 0) problems.push(`${v}–${partner} is not a possible pair`);
    if (v < partner) pairs += 1;
  });
  expect(problems).toEqual([]);
  return pairs;
}

/** A random greedy matching: a maximal one, usually not maximum, to start from. */
function greedyMatching(graph: SchoolGraph, random: () => number): Int32Array {
  const mate = new Int32Array(graph.size).fill(-1);
  const order = Array.from({ length: graph.size }, (_, v) => v).sort(() => random() - 0.5);
  for (const u of order) {
    if (mate[u] !== -1) continue;
    for (const v of order) {
      if (v !== u && mate[v] === -1 && graph.weight(u, v) >= 0) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
  }
  return mate;
}

function randomEdges(random: () => number, vertexCount: number, density: number): [number, number][] {
  const edges: [number, number][] = [];
  for (let u = 0; u < vertexCount; u++) {
    for (let v = u + 1; v < vertexCount; v++) if (random() < density) edges.push([u, v]);
  }
  return edges;
}

describe("augmentToMaximumCardinality", () => {
  it("follows an augmenting path around an odd cycle (a blossom)", () => {
    // The 5-cycle 0-1-2-3-4-0 with 1=2 and 3=4 matched, and 5 hanging on 1. From 0 the only
    // augmenting path is 0-4=3-2=1-5: it reaches 1 the long way round, which a search that does
    // not shrink the cycle misses (it sees 1 first as a neighbour of 0, at odd distance).
    const graph = graphOf(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [1, 5],
    ]);
    const mate = Int32Array.from([-1, 2, 1, 4, 3, -1]);
    expect(augmentToMaximumCardinality(graph, mate)).toBe(1);
    expect([...mate]).toEqual([4, 5, 3, 2, 0, 1]);
  });

  it("leaves a maximum matching as it is, and changes nothing where no pair is possible", () => {
    const path = graphOf(3, [
      [0, 1],
      [1, 2],
    ]);
    const mate = Int32Array.from([1, 0, -1]);
    expect(augmentToMaximumCardinality(path, mate)).toBe(0);
    expect([...mate]).toEqual([1, 0, -1]);
    const empty = graphOf(4, []);
    const none = new Int32Array(4).fill(-1);
    expect(augmentToMaximumCardinality(empty, none)).toBe(0);
    expect([...none]).toEqual([-1, -1, -1, -1]);
  });

  it("reaches the exhaustive optimum's cardinality from an empty or a greedy start (400 graphs, n ≤ 12)", () => {
    const random = mulberry32(21);
    for (let round = 0; round < 400; round++) {
      const vertexCount = randomInt(random, 0, 12);
      const edges = randomEdges(random, vertexCount, [0.1, 0.25, 0.5, 0.9][randomInt(random, 0, 3)] as number);
      const graph = graphOf(vertexCount, edges);
      const expected = bruteForceMatching(
        vertexCount,
        edges.map(([u, v]) => [u, v, 1] as const),
        true,
      ).cardinality;
      const fromEmpty = new Int32Array(vertexCount).fill(-1);
      const added = augmentToMaximumCardinality(graph, fromEmpty);
      expect(cardinalityOf(graph, fromEmpty), JSON.stringify(edges)).toBe(expected);
      expect(added).toBe(expected);
      const fromGreedy = greedyMatching(graph, random);
      augmentToMaximumCardinality(graph, fromGreedy);
      expect(cardinalityOf(graph, fromGreedy), JSON.stringify(edges)).toBe(expected);
    }
  });

  it(
    "reaches the exact solver's cardinality on random graphs of 13 to 300 students, sparse to dense",
    () => {
      const random = mulberry32(22);
      for (let round = 0; round < 40; round++) {
        const vertexCount = randomInt(random, 13, 300);
        // From below the threshold where a perfect matching appears (~ln n / n) to dense.
        const averageDegree = [0.5, 1, 2, 4, 10, 60][randomInt(random, 0, 5)] as number;
        const graph = graphOf(vertexCount, randomEdges(random, vertexCount, averageDegree / vertexCount));
        const edges = denseEdges(graph);
        const exact = maximumWeightMatchingPacked(
          vertexCount,
          edges.from,
          edges.to,
          new Int32Array(edges.from.length).fill(1),
          true,
        );
        const expected = exact.reduce((pairs, partner, v) => pairs + (partner > v ? 1 : 0), 0);
        const mate = greedyMatching(graph, random);
        augmentToMaximumCardinality(graph, mate);
        expect(cardinalityOf(graph, mate), `round ${round}, ${vertexCount} students, degree ${averageDegree}`).toBe(
          expected,
        );
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
