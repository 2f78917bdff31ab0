import { FlowNetwork } from "./minCostFlow";
import type { SchoolGraph } from "./schoolGraph";
import type { TableSizeRange } from "./seatingModel";

/**
 * For given numbers of tables at each slot, who eats at which slot so that as many students as
 * possible are seated, those left unseated last round first: a minimum-cost flow (minCostFlow.ts).
 * With t tables a slot seats between t·min and t·max people.
 *
 * The network has a node per kind of student (the same host slots and the same priority) and per
 * slot, not per student, so it stays small however many students there are: source → kind (as many
 * as the kind has) → each slot of the kind → sink. A slot's arc to the sink carries its tables'
 * minimum; the seats above it go through an "extra" node, the unseated through an "out" node: a
 * kind → out arc costs 1 per student left unseated,
 * or, for those left unseated last round, more than all the others together. Extra and out reach
 * the sink through one arc of capacity "all students less the minimums", so a flow of every
 * student fills every minimum; a numbering of tables whose minimums cannot all be met has no such
 * flow: it is infeasible.
 */
export class SlotFlow {
  readonly range: TableSizeRange;
  /** Slots at least `range.min` students can make: only they can host a table. */
  readonly hosts: readonly number[];
  /** For each slot index, how many students can make it. */
  readonly demandAt: Int32Array;
  readonly kinds: readonly StudentKind[];
  readonly #students: number;
  readonly #priorityCost: number;

  constructor(graph: SchoolGraph, range: TableSizeRange) {
    this.range = range;
    const slotCount = graph.slotNames.length;
    const slotsOf = Array.from({ length: graph.size }, (_, i) => graph.commonSlots([i]));
    this.demandAt = new Int32Array(slotCount);
    for (const slots of slotsOf) for (const slot of slots) this.demandAt[slot] = (this.demandAt[slot] as number) + 1;
    const isHost = (slot: number) => (this.demandAt[slot] as number) >= range.min;
    this.hosts = [...Array(slotCount).keys()].filter(isHost);
    const kinds = new Map<string, StudentKind>();
    slotsOf.forEach((all, i) => {
      const slots = all.filter(isHost);
      if (slots.length === 0) return;
      const priority = graph.priority[i] === 1;
      const key = `${priority ? "p" : "-"}${slots.join(",")}`;
      const kind = kinds.get(key);
      if (kind) kind.members.push(i);
      else kinds.set(key, { slots, priority, members: [i] });
    });
    this.kinds = [...kinds.keys()].sort().map((key) => kinds.get(key) as StudentKind);
    this.#students = this.kinds.reduce((sum, kind) => sum + kind.members.length, 0);
    this.#priorityCost = this.#students + 1;
  }

  /**
   * The flow for these numbers of tables (indexed by slot): its cost (Infinity when the sizes cannot
   * be met) and, for each kind, how many of it sit at each host slot.
   */
  solve(tables: Int32Array): SlotFlowResult {
    const { hosts, kinds, range } = this;
    const total = this.#students;
    let minimums = 0;
    for (const slot of hosts) minimums += (tables[slot] as number) * range.min;
    if (minimums > total) return INFEASIBLE;
    // Nodes: 0 source, 1 sink, 2 out, 3 extra, 4 rest (out and extra), then kinds, then host slots.
    const kindNode = (k: number) => 5 + k;
    const slotNode = (h: number) => 5 + kinds.length + h;
    const network = new FlowNetwork(5 + kinds.length + hosts.length);
    const toSlot: { kind: number; host: number; arc: number }[] = [];
    kinds.forEach((kind, k) => {
      network.addArc(0, kindNode(k), kind.members.length, 0);
      network.addArc(kindNode(k), 2, total, kind.priority ? this.#priorityCost : 1);
      for (const slot of kind.slots) {
        if ((tables[slot] as number) === 0) continue;
        const host = hosts.indexOf(slot);
        toSlot.push({ kind: k, host, arc: network.addArc(kindNode(k), slotNode(host), total, 0) });
      }
    });
    hosts.forEach((slot, h) => {
      const t = tables[slot] as number;
      if (t === 0) return;
      network.addArc(slotNode(h), 1, t * range.min, 0);
      network.addArc(slotNode(h), 3, t * (range.max - range.min), 0);
    });
    // Out and extra share what the sink takes beyond the minimums, so a full flow meets them all.
    network.addArc(2, 4, total, 0);
    network.addArc(3, 4, total, 0);
    network.addArc(4, 1, total - minimums, 0);
    const { flow, cost } = network.minCostMaxFlow(0, 1);
    if (flow < total) return INFEASIBLE;
    const seatedAt = kinds.map(() => new Array<number>(hosts.length).fill(0));
    for (const { kind, host, arc } of toSlot) (seatedAt[kind] as number[])[host] = network.flowOn(arc);
    return { cost, seatedAt };
  }
}

/** Students with the same host slots and the same priority: the flow does not tell them apart. */
export interface StudentKind {
  /** The host slots these students can make, ascending. */
  readonly slots: readonly number[];
  readonly priority: boolean;
  readonly members: number[];
}

export interface SlotFlowResult {
  /** Lower is better: 1 per student left unseated, more for one left unseated last round. */
  readonly cost: number;
  /** seatedAt[kind][host]: how many of the kind eat at hosts[host]. */
  readonly seatedAt: readonly (readonly number[])[];
}

const INFEASIBLE: SlotFlowResult = { cost: Number.POSITIVE_INFINITY, seatedAt: [] };
