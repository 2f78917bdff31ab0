import { seededRandom } from "../shared/seededRandom";
import { assignSlots } from "./assignSlots";
import type { PairScores } from "./pairScores";
import type { SchoolGraph } from "./schoolGraph";
import { compareCodeUnits } from "./schoolGraph";
import { schoolGraphsOfRound } from "./schoolGraphsOfRound";
import {
  DEFAULT_TABLE_SIZE,
  type SeatedTable,
  type SeatingInput,
  type SeatingOptions,
  type SeatingResult,
  type TableSizeRange,
  type UnseatedReason,
  type UnseatedStudent,
} from "./seatingModel";
import { planSlots, type SlotPlan } from "./slotPlan";
import { TableCompatibility } from "./tableCompatibility";
import { searchBudget, searchTables } from "./tableSearch";
import { checkTableSizeRange } from "./tableSizes";

export type {
  SeatedTable,
  SeatingCandidate,
  SeatingInput,
  SeatingOptions,
  SeatingResult,
  TableSizeRange,
  UnseatedReason,
  UnseatedStudent,
} from "./seatingModel";
export { DEFAULT_TABLE_SIZE } from "./seatingModel";

/** The seed when the caller gives none: any fixed number keeps the seating reproducible. */
export const DEFAULT_SEATING_SEED = 1;
/**
 * Up to this many students, a round's budget is split over SMALL_ROUND_RESTARTS runs and the best
 * kept. Measured on the benchmark's rounds: at 60 students, four runs of a quarter reached the
 * score of the 20-times reference that one run missed by 2%; at 600, one run did better.
 */
export const SMALL_ROUND_MAX_STUDENTS = 200;
export const SMALL_ROUND_RESTARTS = 4;
/** The most distinct slots one school's candidates may list (the search keeps them as bits of a number). */
export const MAX_SLOTS_PER_SCHOOL = 32;

/**
 * The seating of a group dinner's round (and of a mixer's icebreaker circles, icebreakerCircles.ts),
 * once opt-in has closed: the opt-ins of one meal time partitioned, per school, into tables whose
 * sizes lie in `input.tableSize` (DEFAULT_TABLE_SIZE, 4 to 6, unless the meal time says otherwise),
 * maximising the sum of the compatibility of every pair at a table (tableCompatibility.ts: shared
 * interests and dietary needs as the pair matcher scores them, and a mix of majors).
 *
 * Input (SeatingInput): the candidates as for matchRound (id, school, the slot keys of the meal time
 * they can make, interests, dietary needs, priority = left unseated last round) plus a major; the
 * excluded pairs as pairKeys (blocks, reports, "not again", and whoever shared a table or a meal in
 * the last 8 weeks). Output (SeatingResult): the tables, each with its members and its slot; every
 * other candidate in `unseated` with a reason; the objective's value.
 *
 * Hard constraints, never broken: a table's size lies in the range; everyone at a table can make
 * its slot; no excluded pair shares a table; only students of one school share a table.
 * Everyone is seated whenever the numbers allow it (with one slot and tables of 4 to 6: any count
 * of 4 or more except 7), students left unseated last round first; then the search maximises the
 * objective. Deterministic: the same input (in any order) and seed give the same seating.
 *
 * Per school:
 * 1. The slot plan (slotPlan.ts): how many tables each slot starts with and who eats when, so that
 *    the most students are seated, priority first (a minimum-cost flow over kinds of students). A
 *    small round may have several equally good plans: each is searched with a share of the budget
 *    (or, with one plan, SMALL_ROUND_RESTARTS fresh starts of it are).
 * 2. The search (tableSearch.ts): who sits with whom, by local search, tabu search and iterated
 *    local search within a budget of work (searchBudget: SEARCH_WORK_PER_STUDENT per student, or
 *    FEW_TABLES_WORK_PER_STUDENT when the plan opens at most CANDIDATE_TABLES, at least MIN_SEARCH_WORK,
 *    times options.effort).
 *    Tables may change slot (to any slot all their members can make); when blocks leave an
 *    excluded pair that no move parts, a student stands up or a table closes, and whoever the
 *    numbers alone would have seated but is left out has the reason "constraints".
 *
 * With blocks, "everyone seated whenever the numbers allow it" becomes "as many as the search finds
 * room for": on random rounds of at most 12 students with dense blocks (as many excluded pairs as
 * students), it seats fewer than an exhaustive search in about 2 rounds in 100; with the realistic
 * blocks of the benchmark, never (tests/domain/matching/seatTables.test.ts, npm run bench:tables).
 *
 * Throws if two candidates have the same id, if the size range is not 2 ≤ min ≤ max, or if one
 * school's candidates list more than MAX_SLOTS_PER_SCHOOL slots.
 */
export function seatTables(input: SeatingInput, options: SeatingOptions = {}): SeatingResult {
  const range = input.tableSize ?? DEFAULT_TABLE_SIZE;
  checkTableSizeRange(range);
  const random = seededRandom(options.seed ?? DEFAULT_SEATING_SEED);
  const effort = options.effort ?? 1;
  const tables: SeatedTable[] = [];
  const unseated: UnseatedStudent[] = [];
  let score = 0;
  for (const graph of schoolGraphsOfRound(input)) {
    const school = seatSchool(graph, new TableCompatibility(graph), range, random, effort);
    const idOf = (i: number) => (graph.students[i] as { id: string }).id;
    for (const table of school.tables) {
      tables.push({
        members: table.members.map(idOf).sort(compareCodeUnits),
        slot: graph.slotNames[table.slot] as string,
      });
    }
    for (const { student, reason } of school.unseated) unseated.push({ id: idOf(student), reason });
    score += school.score;
  }
  tables.sort(
    (a, b) => compareCodeUnits(a.slot, b.slot) || compareCodeUnits(a.members[0] as string, b.members[0] as string),
  );
  unseated.sort((a, b) => compareCodeUnits(a.id, b.id));
  return { tables, unseated, score };
}

export interface SchoolSeating {
  readonly tables: readonly { readonly members: readonly number[]; readonly slot: number }[];
  readonly unseated: { student: number; reason: UnseatedReason }[];
  readonly score: number;
}

/**
 * One school's seating (steps 1 and 2 above), with the pair scores given: the product's
 * TableCompatibility, or the benchmark's published instances of the problem (scripts/bench-tables/).
 */
export function seatSchool(
  graph: SchoolGraph,
  compatibility: PairScores,
  range: TableSizeRange,
  random: () => number,
  effort: number,
): SchoolSeating {
  if (graph.slotNames.length > MAX_SLOTS_PER_SCHOOL) {
    throw new RangeError(`seatTables: more than ${MAX_SLOTS_PER_SCHOOL} slots in one school`);
  }
  const n = graph.size;
  const plans = planSlots(graph, range, random);
  const byCount = plans[0] as SlotPlan;
  const tableCount = byCount.tablesAt.reduce((sum, count) => sum + count, 0);
  const budget = searchBudget(n, tableCount, effort);
  // Several runs share the budget in a small round: one per equally good plan, or restarts of the
  // one plan (a small round's search can settle in a poor corner; a fresh start is cheap). The best
  // seating is kept: most seated of those left unseated last round, then most seated, then the score.
  const runs = plans.length > 1 || n > SMALL_ROUND_MAX_STUDENTS ? plans : Array(SMALL_ROUND_RESTARTS).fill(byCount);
  let best: { tables: readonly (readonly number[])[]; rank: number[] } | undefined;
  for (const plan of runs) {
    const { tables } = searchTables(graph, compatibility, plan, range, random, budget / runs.length);
    const members = tables.flat();
    const rank = [
      members.reduce((sum, i) => sum + (graph.priority[i] as number), 0),
      members.length,
      scoreOf(compatibility, tables),
    ];
    const wins = best ? rank.findIndex((value, k) => value !== (best as { rank: number[] }).rank[k]) : 0;
    if (!best || (wins >= 0 && (rank[wins] as number) > (best.rank[wins] as number))) best = { tables, rank };
  }
  const { tables, rank } = best as { tables: readonly (readonly number[])[]; rank: number[] };
  const score = rank[2] as number;
  const seated = new Uint8Array(n);
  for (const members of tables) for (const i of members) seated[i] = 1;
  const unseated: { student: number; reason: UnseatedReason }[] = [];
  const plan = byCount;
  // The seats blocks took: given as reasons to those whom the numbers alone had seated.
  let lostToBlocks = plan.seated - tables.reduce((sum, members) => sum + members.length, 0);
  for (let i = 0; i < n; i++) {
    if (seated[i]) continue;
    let reason: UnseatedReason = "too-few-at-this-time";
    if (plan.slotOf[i] !== -1 && lostToBlocks > 0) {
      reason = "constraints";
      lostToBlocks -= 1;
    } else if (graph.commonSlots([i]).some((slot) => (plan.demandAt[slot] as number) >= range.min)) {
      reason = "count-does-not-split";
    }
    unseated.push({ student: i, reason });
  }
  return {
    tables: assignSlots(
      graph,
      tables.map((members) => [...members].sort((x, y) => x - y)),
    ),
    unseated,
    score,
  };
}

/** The objective of these tables: the score of every pair at every table. */
function scoreOf(compatibility: PairScores, tables: readonly (readonly number[])[]): number {
  let score = 0;
  for (const members of tables) {
    members.forEach((i, a) => {
      for (const j of members.slice(a + 1)) score += compatibility.score(i, j);
    });
  }
  return score;
}
