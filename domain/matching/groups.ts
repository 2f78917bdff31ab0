import { assignSlots, type IndexGroup } from "./assignSlots";
import type { SchoolGraph } from "./schoolGraph";

/**
 * Turns a school's pairing into its groups: the unmatched students who can join a pair do, as
 * trios; then every group gets its slot.
 *
 * Trios: unmatched student u may join pair (a, b) when u can be paired with both (same school,
 * no exclusion among the three) and the three share at least one slot. All possible (u, pair)
 * moves are taken greedily, best first: priority students first, then the largest weight
 * w(u, a) + w(u, b), then ids; a pair takes at most one extra member. Because every move of a
 * priority student comes before any of a non-priority one, a priority student is left out only if
 * every pair they could have joined was taken by another priority student.
 *
 * A trio's slot is one that all three share; u need not share the slot the pair would have had
 * alone, since slots are chosen afterwards. That lets more odd students in than fixing the pair's
 * slot first would.
 */
export function formGroups(graph: SchoolGraph, mate: Int32Array): { groups: IndexGroup[]; unmatched: number[] } {
  const n = graph.size;
  const pairs: number[][] = [];
  for (let i = 0; i < n; i++) {
    const j = mate[i] as number;
    if (j > i) pairs.push([i, j]);
  }
  const free: number[] = [];
  for (let i = 0; i < n; i++) if (mate[i] === -1) free.push(i);

  interface TrioMove {
    readonly student: number;
    readonly pair: number;
    readonly priority: number;
    readonly weight: number;
  }
  const moves: TrioMove[] = [];
  for (const student of free) {
    pairs.forEach(([a, b], pair) => {
      const wa = graph.weight(student, a as number);
      if (wa < 0) return;
      const wb = graph.weight(student, b as number);
      if (wb < 0) return;
      if (graph.commonSlots([student, a as number, b as number]).length === 0) return;
      moves.push({ student, pair, priority: graph.priority[student] as number, weight: wa + wb });
    });
  }
  moves.sort((x, y) => y.priority - x.priority || y.weight - x.weight || x.student - y.student || x.pair - y.pair);
  const joined = new Uint8Array(n);
  const extended = new Uint8Array(pairs.length);
  for (const move of moves) {
    if (joined[move.student] || extended[move.pair]) continue;
    joined[move.student] = 1;
    extended[move.pair] = 1;
    (pairs[move.pair] as number[]).push(move.student);
  }
  const memberLists = pairs.map((members) => members.sort((x, y) => x - y));
  return {
    groups: assignSlots(graph, memberLists),
    unmatched: free.filter((student) => !joined[student]),
  };
}
