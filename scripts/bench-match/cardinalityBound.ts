import type { MatchRoundInput } from "../../domain/matching/matchRound";
import { schoolGraphsOfRound } from "../../domain/matching/schoolGraphsOfRound";

/**
 * An upper bound on how many students any matching of the round can pair, computed without the
 * matcher: in each connected component of the full compatibility graph (every possible pair), at
 * most all of its students, less one when their number is odd. When the matcher pairs this many,
 * its cardinality is proven maximum; when fewer, the gap is at most what the table shows.
 */
export function cardinalityBound(input: MatchRoundInput): number {
  let bound = 0;
  for (const graph of schoolGraphsOfRound(input)) {
    const n = graph.size;
    const root = Int32Array.from({ length: n }, (_, v) => v);
    const find = (v: number): number => {
      let r = v;
      while (root[r] !== r) r = root[r] as number;
      while (root[v] !== r) {
        const next = root[v] as number;
        root[v] = r;
        v = next;
      }
      return r;
    };
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = find(i);
        const b = find(j);
        if (a !== b && graph.weight(i, j) >= 0) root[Math.max(a, b)] = Math.min(a, b);
      }
    }
    const sizes = new Map<number, number>();
    for (let v = 0; v < n; v++) sizes.set(find(v), (sizes.get(find(v)) ?? 0) + 1);
    for (const size of sizes.values()) bound += size - (size % 2);
  }
  return bound;
}
