import type { WeightedEdge } from "../../../../domain/matching/maximumWeightMatching";

export interface BruteForceOptimum {
  readonly cardinality: number;
  readonly weight: number;
}

/**
 * The best matching by exhaustive search (n ≤ ~12): the largest weight, or with `maxCardinality`
 * the largest cardinality and then the largest weight. Only the value is returned, not the
 * matching: several matchings may reach it.
 */
export function bruteForceMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): BruteForceOptimum {
  // Best weight of an edge between two vertices (parallel edges: the heaviest counts).
  const weightOf = new Map<number, number>();
  for (const [u, v, w] of edges) {
    const key = Math.min(u, v) * vertexCount + Math.max(u, v);
    const known = weightOf.get(key);
    if (known === undefined || w > known) weightOf.set(key, w);
  }
  const used = new Array<boolean>(vertexCount).fill(false);
  const better = (a: BruteForceOptimum, b: BruteForceOptimum): boolean =>
    maxCardinality
      ? a.cardinality > b.cardinality || (a.cardinality === b.cardinality && a.weight > b.weight)
      : a.weight > b.weight;

  const search = (from: number): BruteForceOptimum => {
    let i = from;
    while (i < vertexCount && used[i]) i++;
    if (i >= vertexCount) return { cardinality: 0, weight: 0 };
    used[i] = true;
    let best = search(i + 1); // i stays unmatched
    for (let j = i + 1; j < vertexCount; j++) {
      const w = weightOf.get(i * vertexCount + j);
      if (used[j] || w === undefined) continue;
      used[j] = true;
      const rest = search(i + 1);
      used[j] = false;
      const candidate = { cardinality: rest.cardinality + 1, weight: rest.weight + w };
      if (better(candidate, best)) best = candidate;
    }
    used[i] = false;
    return best;
  };
  return search(0);
}
