import { shuffled } from "../shared/shuffled";
import type { PairScores } from "./pairScores";
import type { SchoolGraph } from "./schoolGraph";
import type { SlotPlan } from "./slotPlan";
import { evenTableSizes } from "./tableSizes";

/**
 * The seating search's starting point (tableSearch.ts): each slot's tables (the slot plan's number,
 * sizes as even as possible) get one random student each, then every other student of the slot, in
 * random order, joins the table where they score most with those already there (an excluded pair
 * counts as a large loss). Done in stretches of CONSTRUCTION_TABLES tables, so that it costs a
 * bounded number of scores per student however large the school.
 */

/** The tables of every slot, filled greedily (see the file's comment). */
export function constructTables(
  graph: SchoolGraph,
  compatibility: PairScores,
  plan: SlotPlan,
  random: () => number,
): number[][] {
  const tables: number[][] = [];
  const atSlot: number[][] = graph.slotNames.map(() => []);
  for (let i = 0; i < graph.size; i++) {
    const slot = plan.slotOf[i] as number;
    if (slot >= 0) (atSlot[slot] as number[]).push(i);
  }
  atSlot.forEach((students, slot) => {
    const count = plan.tablesAt[slot] as number;
    if (count === 0) return;
    const order = shuffled(students, random);
    const sizes = evenTableSizes(order.length, count);
    let next = 0;
    for (let first = 0; first < count; first += CONSTRUCTION_TABLES) {
      const stretch = sizes.slice(first, first + CONSTRUCTION_TABLES);
      const seats = stretch.reduce((sum, size) => sum + size, 0);
      const people = order.slice(next, next + seats);
      next += seats;
      tables.push(...fillGreedily(graph, compatibility, people, stretch));
    }
  });
  return tables;
}

/** Tables filled together by the construction. */
const CONSTRUCTION_TABLES = 100;
/** What an excluded pair costs while the tables are built: more than any score. */
const CONSTRUCTION_CONFLICT = 1_000;

/** Tables of these sizes: one person each, then each other person where they score most. */
function fillGreedily(
  graph: SchoolGraph,
  compatibility: PairScores,
  people: readonly number[],
  sizes: readonly number[],
): number[][] {
  const tables = sizes.map((_, t) => [people[t] as number]);
  for (const student of people.slice(sizes.length)) {
    let best = -1;
    let bestGain = Number.NEGATIVE_INFINITY;
    tables.forEach((members, t) => {
      if (members.length >= (sizes[t] as number)) return;
      let gain = 0;
      for (const member of members) {
        gain += graph.isExcluded(student, member) ? -CONSTRUCTION_CONFLICT : compatibility.score(student, member);
      }
      // Ties go to the emptier table, so that the first tables do not fill up first.
      if (gain > bestGain || (gain === bestGain && members.length < (tables[best] as number[]).length)) {
        best = t;
        bestGain = gain;
      }
    });
    (tables[best] as number[]).push(student);
  }
  return tables;
}
