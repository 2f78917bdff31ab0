import type { TableSizeRange } from "./seatingModel";
import { POOL, SeatingState } from "./seatingState";
import { CANDIDATE_TABLES, type LocalSearch } from "./tableLocalSearch";

/**
 * Tabu search over the seating of one group (tableSearch.ts), the phase that leaves the local
 * optima the local search stops at. Each step looks at TABU_CANDIDATES students drawn at random
 * (their best move each, as the local search looks: LocalSearch.bestTabuMove) and takes the best of
 * those moves whether it gains or loses, so the seating walks on from a local optimum; the students
 * it moved may not be swapped again for a tenure of TABU_TENURE_MIN plus up to TABU_TENURE_SPAN
 * steps (FEW_TABLES_TENURE_… in a group with tableSums), so that it does not walk straight back. In a
 * group with tableSums, a look considers only the tables the student scores most with
 * (LocalSearch's TABU_TOP_TABLES), so that the steps are many. No move ever breaks a hard constraint or gives up
 * a seat of priority (their penalties are beyond any step's reach). The best seating seen is kept
 * (who sits where, copied before the first step down from it) and returned.
 *
 * As in the literature's tabu searches for the maximally diverse grouping problem (Gallego et al.
 * 2013, Palubeckis et al. 2015: swap moves, a tenure, the best seating kept), with a neighbourhood
 * sampled rather than scanned whole, so that a step costs a few looks however large the group.
 * Measured on the published instances (npm run bench:tables): 8 candidates beat 1, 2, 4, 6, 12 and
 * 16; with the looks at the top tables, a tenure of 4 to 7 beat 6 to 9 and 8 to 15 by 0.2 to 0.4%.
 * Tried and left out: a strong kick (n/10 or n/50 random swaps) from the best seating after n to 20n
 * steps without a new best, as in iterated tabu search: no better in a few trials at 1 and 4 times
 * the default budget.
 */

/**
 * The most steps per student of the group and per seat of its largest table (100 per student with
 * tables of 6): a small group needs no more, and the rest of its budget goes to the iterated local
 * search, whose kicks cost more work (so a round of a dozen students stays short). Larger tables
 * need more steps (a step changes more sums): with 100 per student, the search of the published
 * instance of 480 elements in tables of 24 stopped halfway through its budget, 0.3% below what
 * the whole budget reaches.
 */
export const TABU_STEPS_PER_STUDENT_SEAT = 17;
/**
 * In a group of more than CANDIDATE_TABLES tables (thousands of students, a score matrix far larger
 * than the processor's caches), a look at a student drawn at random reads rows the cache does not
 * hold, where the local search's queue keeps to the rows of a few tables: such a look is charged
 * this much more work (measured at 6,000 students: the seating took 1.2 to 1.7 times the time of the
 * iterated local search alone for the same budget without it).
 */
export const COLD_LOOK_EXTRA = 0.5;
/** Students looked at per step; the best of their moves is taken. */
export const TABU_CANDIDATES = 8;
/** A moved student is tabu for at least this many steps… */
export const TABU_TENURE_MIN = 8;
/** …and up to this many more, drawn at random. */
export const TABU_TENURE_SPAN = 8;
/**
 * In a group with tableSums (a few large tables: the published instances, rounds of up to a few
 * hundred), a shorter tenure: 4 to 7 steps. Measured on the published instances: 0.2 to 0.4% above
 * 8 to 15 and 6 to 9; on rounds of 600 (tables of 4 to 6 by the hundred) 8 to 15 stays better.
 */
export const FEW_TABLES_TENURE_MIN = 4;
export const FEW_TABLES_TENURE_SPAN = 4;

/** Runs the tabu search on `state` until its work reaches `budget`; returns the best seating seen. */
export function tabuSearch(
  state: SeatingState,
  search: LocalSearch,
  range: TableSizeRange,
  random: () => number,
  budget: number,
): SeatingState {
  const n = state.n;
  const tabuUntil = new Int32Array(n);
  let objective = state.objective;
  let bestObjective = objective;
  let best: Int32Array | null = null; // null: the state is the best seen
  let step = 0;
  const steps = TABU_STEPS_PER_STUDENT_SEAT * n * state.maxSize;
  const fewTables = state.tableSums.length > 0;
  const tenureMin = fewTables ? FEW_TABLES_TENURE_MIN : TABU_TENURE_MIN;
  const tenureSpan = fewTables ? FEW_TABLES_TENURE_SPAN : TABU_TENURE_SPAN;
  const coldLooks = state.tableCount > CANDIDATE_TABLES;
  while (state.work < budget && step < steps) {
    step += 1;
    let chosen = -1;
    let chosenGain = Number.NEGATIVE_INFINITY;
    let lookedLast = -1;
    for (let c = 0; c < TABU_CANDIDATES; c++) {
      const i = Math.floor(random() * n);
      state.work += 1;
      if ((tabuUntil[i] as number) > step) continue;
      const workBefore = state.work;
      const gain = search.bestTabuMove(i, tabuUntil, step);
      if (coldLooks) state.work += COLD_LOOK_EXTRA * (state.work - workBefore);
      lookedLast = i;
      if (gain > chosenGain) {
        chosen = i;
        chosenGain = gain;
      }
    }
    if (chosen < 0) continue;
    if (chosen !== lookedLast) search.bestTabuMove(chosen, tabuUntil, step);
    const partner = search.bestPartner;
    if (chosenGain < 0 && best === null) best = Int32Array.from(state.tableOf);
    search.applyBestMove(chosen);
    objective += chosenGain;
    const tenure = tenureMin + Math.floor(random() * tenureSpan);
    tabuUntil[chosen] = step + tenure;
    if (partner >= 0) tabuUntil[partner] = step + tenure;
    if (objective > bestObjective) {
      bestObjective = objective;
      best = null;
    }
  }
  return best === null ? state : rebuiltState(state, range, best);
}

/** A new state of the same group with the seating `tableOf` (a table or POOL per student), its work carried over. */
function rebuiltState(state: SeatingState, range: TableSizeRange, tableOf: Int32Array): SeatingState {
  const tables: number[][] = Array.from({ length: state.tableCount }, () => []);
  const pool: number[] = [];
  tableOf.forEach((t, i) => {
    if (t === POOL) pool.push(i);
    else (tables[t] as number[]).push(i);
  });
  const rebuilt = new SeatingState(state.group, range, tables, pool);
  rebuilt.work += state.work;
  return rebuilt;
}
