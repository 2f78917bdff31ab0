import type { SchoolGraph } from "./schoolGraph";

/** A group of one school as student indices (ascending) with its slot index. */
export interface IndexGroup {
  readonly members: readonly number[];
  readonly slot: number;
}

/**
 * Gives each group (a pair, a trio, a table) one slot that all its members share, spreading the
 * groups over the slots: groups with the fewest choices first, each taking its shared slot with the
 * fewest groups so far, ties to the earliest slot. Spreading keeps any one restaurant slot from
 * being crowded (and leaves the popular evening slots to the groups that have no other); every
 * group still meets at a time all its members said they can make.
 */
export function assignSlots(graph: SchoolGraph, memberLists: readonly (readonly number[])[]): IndexGroup[] {
  const choices = memberLists.map((members) => graph.commonSlots(members));
  const order = memberLists.map((_, g) => g);
  order.sort(
    (x, y) =>
      (choices[x] as number[]).length - (choices[y] as number[]).length ||
      ((memberLists[x] as number[])[0] as number) - ((memberLists[y] as number[])[0] as number),
  );
  const load = new Int32Array(graph.slotNames.length);
  const slotOf = new Int32Array(memberLists.length);
  for (const g of order) {
    let best = -1;
    for (const slot of choices[g] as number[]) {
      if (best === -1 || (load[slot] as number) < (load[best] as number)) best = slot;
    }
    if (best === -1) throw new Error("a group without a shared slot: the matching or seating broke its own rule");
    load[best] = (load[best] as number) + 1;
    slotOf[g] = best;
  }
  return memberLists.map((members, g) => ({ members, slot: slotOf[g] as number }));
}
