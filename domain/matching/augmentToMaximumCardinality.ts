import type { SchoolGraph } from "./schoolGraph";

/**
 * Grows a school's matching to maximum cardinality in its full compatibility graph (every pair
 * that shares a slot and is not excluded), whatever matching it starts from. Changes `mate` in place
 * (mate[i] is i's partner or -1) and returns how many pairs it added.
 *
 * Why: the sparse candidate graph (candidateGraph.ts) keeps large rounds fast, but a maximum
 * matching of it need not be one of the full graph: when the students' best partners are the same
 * few people, the pairs that would seat everyone can all be missing from it, and the augmenting
 * paths that restore them can be long (tests/domain/matching/support/layeredRound.ts builds one).
 *
 * How: Edmonds' cardinality algorithm, one breadth-first search for an augmenting path from each
 * free student in turn, odd cycles (blossoms) shrunk as they are found; the graph's edges are asked
 * for as the search needs them (graph.weight), never listed, so memory stays O(n). Berge's theorem:
 * a matching without augmenting paths is of maximum cardinality. Weights play no part here; the
 * caller's local moves (pairing.ts) win back weight afterwards, and the few paths flipped here move
 * few pairs.
 *
 * Cost: a search scans the n students for each student it reaches. A search that fails removes
 * its whole alternating tree for good (Edmonds: no augmenting path of the current or any later
 * matching goes through a "Hungarian" tree, and its students are matched within it), so failed
 * searches cost O(n²) in all; each successful one, O(n²) at most. On the benchmark's rounds the
 * sparse solve leaves no such path, and the pass costs one failed search per unmatched student.
 */
export function augmentToMaximumCardinality(graph: SchoolGraph, mate: Int32Array): number {
  const n = graph.size;
  /** For a student reached as "inner" (odd distance from the root): the outer student it was reached from. */
  const parent = new Int32Array(n).fill(-1);
  /** The base of the blossom a student is in (itself when in none). */
  const base = Int32Array.from({ length: n }, (_, i) => i);
  /** Reached at an even distance from the root (or inside a blossom): its edges are scanned. */
  const outer = new Uint8Array(n);
  /** In a Hungarian tree of an earlier failed search: out of the graph for good. */
  const removed = new Uint8Array(n);
  const queue = new Int32Array(n);
  /** The students this search labelled, to reset them (or remove them) afterwards. */
  const tree = new Int32Array(n);
  let treeSize = 0;
  const inTree = new Uint8Array(n);
  // Marks that must be cleared often: a stamp per call instead of a clear.
  const pathStamp = new Int32Array(n);
  const blossomStamp = new Int32Array(n);
  let stamp = 0;

  const touch = (v: number): void => {
    if (inTree[v]) return;
    inTree[v] = 1;
    tree[treeSize++] = v;
  };

  /** The base of the blossom where the tree paths from a and b (both outer) meet. */
  const commonBase = (a: number, b: number): number => {
    stamp += 1;
    for (let v = a; ; ) {
      v = base[v] as number;
      pathStamp[v] = stamp;
      if (mate[v] === -1) break; // the root
      v = parent[mate[v] as number] as number;
    }
    for (let v = b; ; ) {
      v = base[v] as number;
      if (pathStamp[v] === stamp) return v;
      v = parent[mate[v] as number] as number;
    }
  };

  /** Marks the blossoms on the tree path from v down to the new base, and links it through `child`. */
  const markPath = (from: number, newBase: number, from2: number): void => {
    let v = from;
    let child = from2;
    while (base[v] !== newBase) {
      const m = mate[v] as number;
      blossomStamp[base[v] as number] = stamp;
      blossomStamp[base[m] as number] = stamp;
      parent[v] = child;
      child = m;
      v = parent[m] as number;
    }
  };

  /** Searches for an augmenting path from a free root; returns its other (free) end, or -1. */
  const search = (root: number): number => {
    let head = 0;
    let tail = 0;
    touch(root);
    outer[root] = 1;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++] as number;
      for (let to = 0; to < n; to++) {
        if (to === v || removed[to] || base[v] === base[to] || mate[v] === to) continue;
        const toIsOuter = outer[to] === 1;
        if (!toIsOuter && parent[to] !== -1) continue; // inner already: an even cycle, nothing to do
        if (graph.weight(v, to) < 0) continue;
        if (toIsOuter) {
          // An odd cycle: shrink it into a blossom whose students all become outer.
          const newBase = commonBase(v, to);
          markPath(v, newBase, to);
          markPath(to, newBase, v);
          for (let x = 0; x < treeSize; x++) {
            const member = tree[x] as number;
            if (blossomStamp[base[member] as number] !== stamp) continue;
            base[member] = newBase;
            if (!outer[member]) {
              outer[member] = 1;
              queue[tail++] = member;
            }
          }
        } else {
          parent[to] = v;
          touch(to);
          const next = mate[to] as number;
          if (next === -1) return to;
          touch(next);
          outer[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  };

  let added = 0;
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1 || removed[root]) continue;
    const end = search(root);
    if (end >= 0) {
      // Flip the path: every unmatched edge on it becomes matched and the other way round.
      for (let v = end; v !== -1; ) {
        const p = parent[v] as number;
        const next = mate[p] as number;
        mate[v] = p;
        mate[p] = v;
        v = next;
      }
      added += 1;
    }
    for (let x = 0; x < treeSize; x++) {
      const v = tree[x] as number;
      if (end === -1) removed[v] = 1;
      parent[v] = -1;
      base[v] = v;
      outer[v] = 0;
      inTree[v] = 0;
    }
    treeSize = 0;
  }
  return added;
}
