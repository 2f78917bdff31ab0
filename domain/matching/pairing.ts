import { augmentToMaximumCardinality } from "./augmentToMaximumCardinality";
import { denseEdges, type PackedEdges, sparseEdges } from "./candidateGraph";
import { maximumWeightMatchingPacked } from "./maximumWeightMatching";
import type { SchoolGraph } from "./schoolGraph";

/**
 * Up to this many students in a school, the matcher solves the dense graph (every possible pair)
 * exactly: maximum cardinality, then maximum weight. Measured on the benchmark rounds
 * (`npm run bench:match`, CPU time on one core): the exact solve takes about 0.25 s at 400
 * students, 0.8 s at 1,000, 1.9 s at 2,000 and 28 s at 5,000 (its dense graph has 3.7 million
 * edges there), while the sparse graph takes 0.15 s at 1,000 for 99.95% or more of the exact
 * weight. So exact where it costs nothing noticeable, sparse above.
 */
export const EXACT_MATCHING_MAX_STUDENTS = 400;

/**
 * The number of best partners each student keeps in the sparse graph (see candidateGraph.ts).
 * Measured on the benchmark rounds against the exact optimum, with the same number of students
 * matched in every case: k = 4 reaches 99.88% of its weight at 2,000 students and 99.92% at 5,000;
 * k = 6, 99.95% and 99.97%; k = 10, 99.99% at both, for about 1.4× the time of k = 6 at 10,000.
 * k = 6 keeps 10,000 students at about 6 s of CPU with a wide margin on the 99% target.
 */
export const SPARSE_PARTNERS_PER_STUDENT = 6;

export type GraphChoice = "auto" | "dense" | "sparse";

export interface PairingOptions {
  /** "auto" (default): dense up to EXACT_MATCHING_MAX_STUDENTS, sparse above. */
  readonly graph?: GraphChoice;
  readonly partnersPerStudent?: number;
}

/**
 * Pairs the students of one school: a maximum-cardinality, maximum-weight matching of the candidate
 * graph, solved per connected component, then improved by local moves against the full graph
 * (which only matter when the candidate graph was sparse). Returns mate: mate[i] is i's partner, or -1.
 *
 * After a sparse solve, the augmenting paths left in the full graph are searched for as well
 * (augmentToMaximumCardinality.ts), so that as many students are paired as the full graph allows
 * at every size, then the local moves run again to win back weight around the paths flipped.
 * The dense solve is of maximum cardinality already.
 */
export function pairSchool(graph: SchoolGraph, options: PairingOptions = {}): Int32Array {
  const choice = options.graph ?? "auto";
  const dense = choice === "dense" || (choice === "auto" && graph.size <= EXACT_MATCHING_MAX_STUDENTS);
  const edges = dense
    ? denseEdges(graph)
    : sparseEdges(graph, options.partnersPerStudent ?? SPARSE_PARTNERS_PER_STUDENT);
  const mate = matchByComponent(graph.size, edges);
  improveLocally(graph, mate);
  if (!dense && augmentToMaximumCardinality(graph, mate) > 0) improveLocally(graph, mate);
  return mate;
}

/**
 * Runs the blossom algorithm on each connected component separately: its cost per augmentation
 * grows with the size of the graph it is given, so several small components are cheaper than
 * their union (students whose slots never meet, e.g. lunch-only and dinner-only groups, fall apart).
 */
function matchByComponent(n: number, edges: PackedEdges): Int32Array {
  const mate = new Int32Array(n).fill(-1);
  const m = edges.from.length;
  const root = new Int32Array(n);
  for (let v = 0; v < n; v++) root[v] = v;
  const find = (v: number): number => {
    let r = v;
    while (root[r] !== r) r = root[r] as number;
    let x = v;
    while (root[x] !== r) {
      const next = root[x] as number;
      root[x] = r;
      x = next;
    }
    return r;
  };
  for (let k = 0; k < m; k++) {
    const a = find(edges.from[k] as number);
    const b = find(edges.to[k] as number);
    if (a !== b) root[Math.max(a, b)] = Math.min(a, b);
  }
  // Number the components and the vertices inside each (in index order, so deterministic).
  const component = new Int32Array(n);
  const local = new Int32Array(n);
  const sizes: number[] = [];
  const componentOfRoot = new Map<number, number>();
  for (let v = 0; v < n; v++) {
    const r = find(v);
    let c = componentOfRoot.get(r);
    if (c === undefined) {
      c = sizes.length;
      componentOfRoot.set(r, c);
      sizes.push(0);
    }
    component[v] = c;
    local[v] = sizes[c] as number;
    sizes[c] = (sizes[c] as number) + 1;
  }
  if (sizes.length === 1) {
    return maximumWeightMatchingPacked(n, edges.from, edges.to, edges.weight, true);
  }
  const edgesOf: number[][] = sizes.map(() => []);
  for (let k = 0; k < m; k++) (edgesOf[component[edges.from[k] as number] as number] as number[]).push(k);
  const vertexOf: number[][] = sizes.map(() => []);
  for (let v = 0; v < n; v++) (vertexOf[component[v] as number] as number[]).push(v);
  sizes.forEach((size, c) => {
    const list = edgesOf[c] as number[];
    if (size < 2 || list.length === 0) return;
    const from = Int32Array.from(list, (k) => local[edges.from[k] as number] as number);
    const to = Int32Array.from(list, (k) => local[edges.to[k] as number] as number);
    const weight = Int32Array.from(list, (k) => edges.weight[k] as number);
    const localMate = maximumWeightMatchingPacked(size, from, to, weight, true);
    const vertices = vertexOf[c] as number[];
    localMate.forEach((partner, i) => {
      if (partner >= 0) mate[vertices[i] as number] = vertices[partner] as number;
    });
  });
  return mate;
}

/**
 * Local improvements against the full graph of the school, repeated until none applies. Each move
 * increases the number of students matched, or keeps it and increases the total weight, so the
 * loop ends. On an exact (dense) matching none applies; after the sparse graph they restore what
 * the edges left out could have given in the cases that matter most:
 * 1. two unmatched students who can be a pair are paired (an augmenting path of length 1);
 * 2. unmatched u, pair (j, q), unmatched x: u–j and q–x can both be pairs → two pairs instead of
 *    one (an augmenting path of length 3);
 * 3. unmatched u can replace q next to j with more weight → swap. With PRIORITY_BONUS larger than
 *    any difference of quality, this puts an unmatched priority student in the place of any
 *    non-priority one they could replace: the priority guarantee holds on the sparse graph too.
 * Unmatched students are few (usually none or one per school), and each move costs O(n) pair weights.
 */
export function improveLocally(graph: SchoolGraph, mate: Int32Array): void {
  const n = graph.size;
  for (let changed = true; changed; ) {
    changed = false;
    const free: number[] = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1) free.push(v);
    if (free.length === 0) return;

    // 1. Pairs among the unmatched, best weight first for each in turn.
    for (const u of free) {
      if (mate[u] !== -1) continue;
      let best = -1;
      let bestWeight = -1;
      for (const x of free) {
        if (x === u || mate[x] !== -1) continue;
        const w = graph.weight(u, x);
        if (w > bestWeight) {
          best = x;
          bestWeight = w;
        }
      }
      if (best >= 0) {
        mate[u] = best;
        mate[best] = u;
        changed = true;
      }
    }
    if (changed) continue;

    // For every matched student, up to two unmatched students it could be paired with (two, so
    // that one is not u itself): O(n · unmatched) weights, once per round of moves.
    const freeNeighbours = new Int32Array(2 * n).fill(-1);
    for (let q = 0; q < n; q++) {
      if (mate[q] === -1) continue;
      let found = 0;
      for (let x = 0; x < free.length && found < 2; x++) {
        if (graph.weight(q, free[x] as number) >= 0) freeNeighbours[2 * q + found++] = free[x] as number;
      }
    }

    for (const u of free) {
      if (mate[u] !== -1) continue;
      let swapAt = -1;
      let swapGain = 0;
      for (let j = 0; j < n; j++) {
        const q = mate[j] as number;
        if (q < 0 || q === u) continue;
        const wUJ = graph.weight(u, j);
        if (wUJ < 0) continue;
        // 2. u–j and q–x instead of j–q.
        let x = freeNeighbours[2 * q] as number;
        if (x === u) x = freeNeighbours[2 * q + 1] as number;
        if (x >= 0 && mate[x] === -1 && graph.weight(q, x) >= 0) {
          mate[u] = j;
          mate[j] = u;
          mate[q] = x;
          mate[x] = q;
          changed = true;
          break;
        }
        const gain = wUJ - graph.weight(q, j);
        if (gain > swapGain) {
          swapAt = j;
          swapGain = gain;
        }
      }
      // 3. u replaces q next to j.
      if (mate[u] === -1 && swapAt >= 0) {
        const q = mate[swapAt] as number;
        mate[q] = -1;
        mate[u] = swapAt;
        mate[swapAt] = u;
        changed = true;
      }
    }
  }
}
