import { shuffled } from "../shared/shuffled";
import type { SchoolGraph } from "./schoolGraph";
import type { TableSizeRange } from "./seatingModel";
import { SlotFlow, type SlotFlowResult } from "./slotFlow";
import { fewestTablesFor } from "./tableSizes";

/**
 * The first step of the seating: how many tables each slot starts with and who eats at which slot,
 * so that as many students as possible are seated, those left unseated last round first, at tables
 * whose sizes fit the range. Who sits with whom is the search's business (tableSearch.ts).
 *
 * For given numbers of tables the best assignment is a flow (slotFlow.ts). The numbers themselves:
 * in a small round, every numbering is tried (at most EXHAUSTIVE_PLANS_MAX of them), so that the
 * plan seats as many as any seating of these numbers can (blocks aside); the best ones are all
 * returned, fewest tables (so largest) first, since they seat the same students in ways the search
 * cannot always turn into one another (a table of 19:00 and one of 17:30 share no slot). In a large
 * round: from each student at their most wanted slot and as few tables as seat those loads, local
 * moves (one table more or less at a slot, or one moved from a slot to another) while they seat
 * more, or as many with fewer tables.
 */
export interface SlotPlan {
  /** For each student, the slot index where they are seated, or -1. */
  readonly slotOf: Int32Array;
  /** For each slot index, its number of tables. */
  readonly tablesAt: Int32Array;
  /** For each slot index, how many students can make it: below the smallest table, none can host one. */
  readonly demandAt: Int32Array;
  /** How many students the plan seats, and how many of them were left unseated last round. */
  readonly seated: number;
  readonly prioritySeated: number;
}

/** Up to this many ways to number the tables of a round, all are tried (a small round); above, local moves. */
export const EXHAUSTIVE_PLANS_MAX = 2_000;
/** The most equally good plans returned for a small round. */
export const EQUAL_PLANS_MAX = 6;

/**
 * The best plans: one, or for a small round every plan that seats as many (up to EQUAL_PLANS_MAX).
 * @param random shuffles who, among students of the same kind, takes the seats.
 */
export function planSlots(graph: SchoolGraph, range: TableSizeRange, random: () => number): SlotPlan[] {
  const flow = new SlotFlow(graph, range);
  const slotCount = graph.slotNames.length;
  const maxTablesAt = (slot: number) => Math.floor((flow.demandAt[slot] as number) / range.min);
  const students = flow.kinds.reduce((sum, kind) => sum + kind.members.length, 0);
  const every = everyTableNumbering(flow.hosts, maxTablesAt, range.min, students, slotCount);
  const best = every ? bestOfAll(flow, every) : bestByLocalMoves(flow, slotCount, maxTablesAt);
  return best.map(({ tables, result }) => planOf(graph, flow, tables, result, random));
}

interface Candidate {
  readonly tables: Int32Array;
  readonly result: SlotFlowResult;
}

const tableCount = (tables: Int32Array) => tables.reduce((sum, t) => sum + t, 0);

/** Seats more (priority first), or as many with fewer tables. */
function better(a: Candidate, b: Candidate): boolean {
  return (
    a.result.cost < b.result.cost || (a.result.cost === b.result.cost && tableCount(a.tables) < tableCount(b.tables))
  );
}

function bestOfAll(flow: SlotFlow, every: readonly Int32Array[]): Candidate[] {
  const solved = every.map((tables) => ({ tables, result: flow.solve(tables) }));
  const lowest = Math.min(...solved.map((candidate) => candidate.result.cost));
  if (lowest === Number.POSITIVE_INFINITY) return [solved[0] as Candidate]; // no tables at all
  return solved
    .filter((candidate) => candidate.result.cost === lowest)
    .sort((a, b) => tableCount(a.tables) - tableCount(b.tables))
    .slice(0, EQUAL_PLANS_MAX);
}

function bestByLocalMoves(flow: SlotFlow, slotCount: number, maxTablesAt: (slot: number) => number): Candidate[] {
  // Start from each student at their most wanted host slot, and as few tables as seat those loads.
  const load = new Int32Array(slotCount);
  for (const kind of flow.kinds) {
    let best = kind.slots[0] as number;
    for (const slot of kind.slots) if ((flow.demandAt[slot] as number) > (flow.demandAt[best] as number)) best = slot;
    load[best] = (load[best] as number) + kind.members.length;
  }
  const start = new Int32Array(slotCount);
  for (const slot of flow.hosts) {
    const fewest = fewestTablesFor(load[slot] as number, flow.range);
    start[slot] = fewest >= 0 ? fewest : Math.floor((load[slot] as number) / flow.range.min);
  }
  let current: Candidate = { tables: start, result: flow.solve(start) };
  const changes: ((tables: Int32Array) => boolean)[] = [];
  const add = (slot: number) => (t: Int32Array) => {
    if ((t[slot] as number) >= maxTablesAt(slot)) return false;
    t[slot] = (t[slot] as number) + 1;
    return true;
  };
  const remove = (slot: number) => (t: Int32Array) => {
    if ((t[slot] as number) === 0) return false;
    t[slot] = (t[slot] as number) - 1;
    return true;
  };
  for (const slot of flow.hosts) {
    changes.push(add(slot), remove(slot));
    for (const other of flow.hosts) if (other !== slot) changes.push((t) => remove(slot)(t) && add(other)(t));
  }
  for (let improved = true; improved; ) {
    improved = false;
    for (const change of changes) {
      const tables = Int32Array.from(current.tables);
      if (!change(tables)) continue;
      const candidate = { tables, result: flow.solve(tables) };
      if (better(candidate, current)) {
        current = candidate;
        improved = true;
      }
    }
  }
  return [current];
}

/** The plan of these numbers of tables, from their flow: who of each kind eats where is shuffled. */
function planOf(
  graph: SchoolGraph,
  flow: SlotFlow,
  tables: Int32Array,
  result: SlotFlowResult,
  random: () => number,
): SlotPlan {
  const slotOf = new Int32Array(graph.size).fill(-1);
  const feasible = result.cost !== Number.POSITIVE_INFINITY;
  if (feasible) {
    flow.kinds.forEach((kind, k) => {
      const members = shuffled(kind.members, random);
      let next = 0;
      flow.hosts.forEach((slot, h) => {
        const count = (result.seatedAt[k] as number[])[h] as number;
        for (let x = 0; x < count; x++) slotOf[members[next++] as number] = slot;
      });
    });
  }
  let seated = 0;
  let prioritySeated = 0;
  slotOf.forEach((slot, i) => {
    if (slot === -1) return;
    seated += 1;
    prioritySeated += graph.priority[i] as number;
  });
  return {
    slotOf,
    tablesAt: feasible ? tables : new Int32Array(tables.length),
    demandAt: flow.demandAt,
    seated,
    prioritySeated,
  };
}

/**
 * Every numbering of tables at the host slots (at most maxTablesAt each, and no more tables in all
 * than the students can fill at the smallest size), or undefined when there are more than
 * EXHAUSTIVE_PLANS_MAX.
 */
function everyTableNumbering(
  hosts: readonly number[],
  maxTablesAt: (slot: number) => number,
  min: number,
  students: number,
  slotCount: number,
): Int32Array[] | undefined {
  const found: Int32Array[] = [];
  const current = new Int32Array(slotCount);
  const visit = (h: number, seatsLeft: number): boolean => {
    if (h === hosts.length) {
      found.push(Int32Array.from(current));
      return found.length <= EXHAUSTIVE_PLANS_MAX;
    }
    const slot = hosts[h] as number;
    for (let t = 0; t <= maxTablesAt(slot) && t * min <= seatsLeft; t++) {
      current[slot] = t;
      if (!visit(h + 1, seatsLeft - t * min)) return false;
    }
    current[slot] = 0;
    return true;
  };
  return visit(0, students) ? found : undefined;
}
