import { shuffled } from "../shared/shuffled";
import type { PairScores } from "./pairScores";
import type { SchoolGraph } from "./schoolGraph";
import type { TableSizeRange } from "./seatingModel";
import { type SeatingGroup, SeatingState } from "./seatingState";
import type { SlotPlan } from "./slotPlan";
import { constructTables } from "./tableConstruction";
import { bestPartners, CANDIDATE_TABLES, LocalSearch } from "./tableLocalSearch";
import { evenTableSizes } from "./tableSizes";
import { tabuSearch } from "./tableTabuSearch";

/**
 * The second step of the seating: who sits with whom, by local search for the maximally diverse
 * grouping problem (as in Gallego et al. 2013 and Palubeckis et al. 2015: move one person to another
 * table, swap two people of different tables, a tabu search to leave local optima), here maximising
 * compatibility under hard constraints. Deterministic: its randomness comes from the seeded
 * generator it is given, and its budget counts work (SeatingState.work), not time.
 *
 * 1. Construction (tableConstruction.ts): each slot's tables filled greedily.
 * 2. Groups: up to GROUP_STUDENTS_MAX students, the whole school is one group: anyone can take
 *    anyone's place. Above, the tables are cut into groups of tables of neighbouring slots, each
 *    searched in turn with the students left without a seat, and again with another cut, SEARCH_ROUNDS
 *    times. (Measured at 6,000 students: groups of 100 random tables lost 7% of the objective to one
 *    group, more search did not win it back; who can sit with whom matters more than time.)
 * 3. In a group, local search (tableLocalSearch.ts) to a local optimum.
 * 4. Tabu search (tableTabuSearch.ts) with TABU_SHARE of what is left of the group's budget: the
 *    best of a few sampled students' best moves taken even when it loses, the students moved tabu
 *    for a while, the best seating seen kept. (The iterated local search alone, one random swap as
 *    its kick, stalled at 96.5 to 98.5% of the published best-known values of the problem's
 *    benchmark: npm run bench:tables.)
 * 5. Iterated local search with the rest: a kick of 1 to KICK_SWAPS_MAX random swaps, the local
 *    search again, and the kick undone unless the result is at least as good (SeatingState's
 *    journal). Last, any excluded pair the budget left at a table is parted (partConflicts): the
 *    hard constraints hold whatever the budget.
 */

/** The default budget per student, in units of work (a score read while evaluating or applying a move). */
export const SEARCH_WORK_PER_STUDENT = 35_000;
/** The least budget, so that a small round is searched thoroughly (it costs milliseconds). */
export const MIN_SEARCH_WORK = 50_000_000;
/**
 * The budget per student of a school seated in at most CANDIDATE_TABLES tables (a few hundred
 * students): such a round can afford more search than the default, and its few tables, each a
 * large neighbourhood, keep paying for it. A group of 480 gets 125 million units, about 1 s of one
 * core (2.5 times the least budget, which it had before, and which took 0.4 s): on the published
 * instance of 480 in tables of 24, the least budget reached 99.47% of the best-known value on
 * average, this one 99.67% (npm run bench:tables, docs/matching.md). The path of more tables
 * (thousands of students) keeps SEARCH_WORK_PER_STUDENT, and 6,000 students their time.
 */
export const FEW_TABLES_WORK_PER_STUDENT = 260_000;
/**
 * The most students searched together: a group keeps every pair's score, one byte each (36 MB at
 * 6,000). A school with more is cut into groups of tables of neighbouring slots.
 */
export const GROUP_STUDENTS_MAX = 6_000;
/**
 * The most a school of few tables spends (were its tables large): what the largest group of many
 * tables gets, so that no school of one group takes longer than 6,000 students.
 */
export const FEW_TABLES_WORK_MAX = SEARCH_WORK_PER_STUDENT * GROUP_STUDENTS_MAX;
/** How many times a school of several groups is cut into groups and searched. */
export const SEARCH_ROUNDS = 4;
/** The fixed cost of a kick in units of work (its journal, its queue, its test): it keeps tiny rounds short. */
export const KICK_WORK = 2_000;
/** The share of a group's budget, after the first descent, that goes to the tabu search (tableTabuSearch.ts). */
export const TABU_SHARE = 0.9;
/** A kick of the iterated local search swaps 1 to this many pairs at random. */
export const KICK_SWAPS_MAX = 3;

/**
 * The default budget (times `effort`) for a school of `students` whose slot plan opens `tableCount`
 * tables: FEW_TABLES_WORK_PER_STUDENT up to CANDIDATE_TABLES tables, else SEARCH_WORK_PER_STUDENT;
 * at least MIN_SEARCH_WORK either way.
 */
export function searchBudget(students: number, tableCount: number, effort: number): number {
  const work =
    tableCount <= CANDIDATE_TABLES
      ? Math.min(FEW_TABLES_WORK_MAX, FEW_TABLES_WORK_PER_STUDENT * students)
      : SEARCH_WORK_PER_STUDENT * students;
  return effort * Math.max(MIN_SEARCH_WORK, work);
}

export interface TableSearchResult {
  /** The tables' members, as the school's student indices: sizes in range, a shared slot, no excluded pair. */
  readonly tables: readonly (readonly number[])[];
}

/**
 * Seats the students of the plan. Students whom the plan left without a seat, but who can make a
 * slot that can host a table, wait in a pool, where a swap can give them a seat (priority first).
 */
export function searchTables(
  graph: SchoolGraph,
  compatibility: PairScores,
  plan: SlotPlan,
  range: TableSizeRange,
  random: () => number,
  budget: number,
): TableSearchResult {
  let tables = constructTables(graph, compatibility, plan, random);
  let pool = poolOf(graph, plan, range);
  const excludedOf: number[][] = Array.from({ length: graph.size }, () => []);
  for (const [i, j] of graph.excludedPairs()) {
    (excludedOf[i] as number[]).push(j);
    (excludedOf[j] as number[]).push(i);
  }
  const seatedCount = tables.reduce((sum, members) => sum + members.length, 0);
  const groupCount = Math.max(1, Math.ceil((seatedCount + pool.length) / GROUP_STUDENTS_MAX));
  const rounds = groupCount === 1 ? 1 : SEARCH_ROUNDS;
  for (let round = 0; round < rounds; round++) {
    // Tables of neighbouring slots together (their students can trade places), in a new order each round.
    const firstSlot = tables.map((members) => graph.commonSlots(members)[0] as number);
    const randomKey = shuffled([...tables.keys()], random);
    const order = [...tables.keys()].sort(
      (x, y) =>
        (firstSlot[x] as number) - (firstSlot[y] as number) || (randomKey[x] as number) - (randomKey[y] as number),
    );
    const sizes = evenTableSizes(order.length, groupCount);
    let next = 0;
    for (const size of sizes) {
      const picked = order.slice(next, next + size);
      next += size;
      // The pool goes with every group: it is small, and the groups are searched one after another.
      const groupPool =
        groupCount === 1
          ? pool
          : pool.filter((i) => picked.some((t) => sharesSlotWith(graph, i, tables[t] as number[])));
      const students = [...picked.flatMap((t) => tables[t] as number[]), ...groupPool];
      const localOf = new Map(students.map((student, local) => [student, local]));
      // Empty tables, which students of the pool may open when they can fill one.
      const spare = Array.from({ length: Math.floor(groupPool.length / range.min) }, (): number[] => []);
      const initial = new SeatingState(
        seatingGroup(graph, compatibility, students, localOf, excludedOf),
        range,
        [...picked.map((t) => (tables[t] as number[]).map((i) => localOf.get(i) as number)), ...spare],
        groupPool.map((i) => localOf.get(i) as number),
      );
      const share = (students.length / Math.max(1, seatedCount + pool.length)) * (budget / rounds);
      const state = searchGroup(initial, range, random, share);
      picked.forEach((t, local) => {
        tables[t] = state.membersOf(local).map((i) => students[i] as number);
      });
      for (let local = picked.length; local < state.tableCount; local++) {
        if ((state.size[local] as number) > 0) tables.push(state.membersOf(local).map((i) => students[i] as number));
      }
      const stillOut = new Set(state.pool.map((i) => students[i] as number));
      pool = pool.filter((i) => !groupPool.includes(i) || stillOut.has(i));
      for (const i of stillOut) if (!pool.includes(i)) pool.push(i);
    }
    tables = tables.filter((members) => members.length > 0); // closed ones
  }
  return { tables };
}

/** Whether student i shares a slot with every member of a table but, at most, one. */
function sharesSlotWith(graph: SchoolGraph, i: number, members: readonly number[]): boolean {
  return members.some((leaving) => graph.commonSlots([i, ...members.filter((m) => m !== leaving)]).length > 0);
}

/** The group's view of its students: slots, priority, scores and exclusions, numbered within it. */
function seatingGroup(
  graph: SchoolGraph,
  compatibility: PairScores,
  students: readonly number[],
  localOf: ReadonlyMap<number, number>,
  excludedOf: readonly (readonly number[])[],
): SeatingGroup {
  const size = students.length;
  const scores = scoreMatrix(compatibility, students);
  return {
    size,
    slotMask: Int32Array.from(students, (i) => graph.commonSlots([i]).reduce((mask, slot) => mask | (1 << slot), 0)),
    priority: Uint8Array.from(students, (i) => graph.priority[i] as number),
    scores,
    excludedPartners: students.map((i) =>
      (excludedOf[i] as number[]).flatMap((j) => {
        const local = localOf.get(j);
        return local === undefined ? [] : [local];
      }),
    ),
  };
}

/** The most a pair's score may be to be kept in one byte. */
const BYTE_SCORE_MAX = 255;

/**
 * Every pair's score, in bytes when they all fit in one (every product round: 36 MB at 6,000), else
 * in four (the benchmark's published instances).
 */
function scoreMatrix(compatibility: PairScores, students: readonly number[]): Uint8Array | Int32Array {
  const size = students.length;
  let scores: Uint8Array | Int32Array = new Uint8Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const score = compatibility.score(students[a] as number, students[b] as number);
      if (score > BYTE_SCORE_MAX && scores instanceof Uint8Array) {
        scores = Int32Array.from(scores);
        b = a; // the row again, now in four bytes (the rows before are copied)
        continue;
      }
      scores[a * size + b] = score;
      scores[b * size + a] = score;
    }
  }
  return scores;
}

/** Steps 3 to 5 on one group; returns the state searched last (the tabu search rebuilds it). */
function searchGroup(start: SeatingState, range: TableSizeRange, random: () => number, budget: number): SeatingState {
  const friends = start.tableCount > CANDIDATE_TABLES ? bestPartners(start, random) : new Int32Array(0);
  const descent = new LocalSearch(start, range, random, friends);
  descent.queueAll();
  descent.run(budget);
  if (start.tableCount === 0 || (start.tableCount === 1 && start.pool.length === 0)) return start;
  const tabuBudget = start.work + TABU_SHARE * Math.max(0, budget - start.work);
  const state = tabuSearch(start, descent, range, random, tabuBudget);
  const search = state === start ? descent : new LocalSearch(state, range, random, friends);
  search.queueAll();
  search.run(budget);
  iterate(state, search, random, budget);
  partConflicts(state, range);
  return state;
}

/**
 * Iterated local search for what is left of the budget: a kick of 1 to KICK_SWAPS_MAX random swaps,
 * the local search again, and the kick undone unless the result is at least as good.
 */
function iterate(state: SeatingState, search: LocalSearch, random: () => number, budget: number): void {
  while (state.work < budget) {
    state.openJournal();
    const before = state.objective;
    state.work += KICK_WORK;
    search.kick(1 + Math.floor(random() * KICK_SWAPS_MAX));
    search.run(budget);
    if (state.objective >= before) state.commit();
    else state.rollBack();
  }
}

/**
 * Whatever the budget left undone: while a table keeps an excluded pair, the member in the most of
 * them (one without priority first) stands up, or the whole table closes when it is at its smallest.
 * (The search does the same when nothing better parts them; this only finishes its work.)
 */
function partConflicts(state: SeatingState, range: TableSizeRange): void {
  for (let t = 0; t < state.tableCount && state.conflicts > 0; t++) {
    for (;;) {
      const members = state.membersOf(t);
      const worst = members
        .map((i) => ({ i, key: state.conflictsAt(i, t) * 2 + 1 - (state.group.priority[i] as number) }))
        .reduce((a, b) => (b.key > a.key ? b : a), { i: -1, key: 1 });
      if (worst.i === -1) break;
      if (members.length > range.min) state.stand(worst.i);
      else for (const i of members) state.stand(i);
    }
  }
}

/** Students the plan did not seat who can make a slot that can host a table: they may swap in. */
function poolOf(graph: SchoolGraph, plan: SlotPlan, range: TableSizeRange): number[] {
  const pool: number[] = [];
  for (let i = 0; i < graph.size; i++) {
    if (plan.slotOf[i] !== -1) continue;
    if (graph.commonSlots([i]).some((slot) => (plan.demandAt[slot] as number) >= range.min)) pool.push(i);
  }
  return pool;
}
