import { shuffled } from "../shared/shuffled";
import type { TableSizeRange } from "./seatingModel";
import {
  CONFLICT_PENALTY,
  INVALID_TABLE_PENALTY,
  POOL,
  PRIORITY_UNSEATED_PENALTY,
  SEAT_VALUE,
  type SeatingState,
} from "./seatingState";

/**
 * The moves of the seating search in one group (tableSearch.ts): a queue of students; each in turn
 * looks at the tables worth looking at and takes the best of its moves if it gains
 * (SeatingState.objective): to another table within the size range, a swap with someone at another
 * table, for a student without a seat a swap with someone seated or a free seat; and when none of
 * these parts an excluded pair at their table, standing up, or closing the table. The people at the
 * tables a move changed are queued again. The same look serves the tabu search
 * (tableTabuSearch.ts: bestTabuMove, the best move whatever it gains, tabu partners left out). And
 * the kicks of the iterated local search: random swaps, or now and then a student of the pool
 * opening an empty table.
 *
 * The gain of a swap, the inner loop of the whole seating, is written out here rather than asked of
 * SeatingState: with the group's tables' sums (SeatingState.tableSums, up to
 * TABLE_SUMS_MAX_TABLES tables) one read per swap, else a few additions over the rows of the score
 * matrix that a look keeps in the cache.
 */

/** Up to this many tables in a group, a student's look at their moves considers every table. */
export const CANDIDATE_TABLES = 64;
/** In a larger group, the tables of this many of the student's best partners are looked at… */
export const FRIENDS_PER_STUDENT = 32;
/** …and this many random tables. */
export const RANDOM_TABLES_PER_LOOK = 2;
/** The share of kicks that open an empty table, when there is one and the pool could fill it. */
export const OPEN_KICK_SHARE = 0.25;

/**
 * Swaps weighed per unit of work in the tight loop over a group's tableSums (offerBestSwap): three
 * reads in a row of arrays the cache holds, about a quarter of the time of a unit elsewhere (measured:
 * ~5 ns a swap on the published instances, ~20 ns a unit at 6,000 students), so that a unit of the
 * budget stands for about the same time in a group of any size. Each pass over a table costs one
 * unit more (its set-up).
 */
export const FAST_SWAPS_PER_WORK = 4;

/**
 * A tabu look in a group with tableSums considers the swaps into the TABU_TOP_TABLES tables the
 * student scores most with (a read each), not all: a look at 480 students in 20 tables then costs a
 * third, and the tabu search takes three times the steps for the same budget, which on the published
 * instances is worth far more than the good swaps the look misses (0.2 to 0.5% of the objective).
 */
export const TABU_TOP_TABLES = 8;
/** What a look's best move is, when it is not a swap with a student (whose number it then is). */
const RELOCATE = -1;
const SIT = -2;
const STAND = -3;
const CLOSE = -4;

/** The gain in objective of closing table t: all its members stand up. */
function closeGain(state: SeatingState, t: number): number {
  const members = state.membersOf(t);
  let gain = 0;
  for (const i of members) {
    gain -= (state.ownSums[i] as number) / 2 + SEAT_VALUE;
    gain += (CONFLICT_PENALTY * state.conflictsAt(i, t)) / 2;
    gain -= PRIORITY_UNSEATED_PENALTY * (state.group.priority[i] as number);
  }
  return gain + (state.isInvalid(t) ? INVALID_TABLE_PENALTY : 0);
}

/** The local search of one group and its kicks (see the file's comment). */
export class LocalSearch {
  readonly #state: SeatingState;
  readonly #range: TableSizeRange;
  readonly #random: () => number;
  readonly #queue: Int32Array;
  readonly #queued: Uint8Array;
  #head = 0;
  #length = 0;
  #bestGain = 0;
  #bestTable = -1;
  #bestPartner = -1;

  /** friends[i * FRIENDS_PER_STUDENT + k]: the students i scores most with (-1 when fewer). */
  readonly #friends: Int32Array;
  /** The offsets of the score rows of the members of the table of the student being looked at. */
  readonly #rowsOfA: Int32Array;
  /** Marks the tables already looked at in one look (the look's number). */
  readonly #seen: Int32Array;
  /** The tables a tabu look considers (topTablesOf), best first. */
  readonly #topTables = new Int32Array(TABU_TOP_TABLES);
  #look = 0;

  /** @param friends bestPartners(state) in a group of more than CANDIDATE_TABLES tables, else empty. */
  constructor(state: SeatingState, range: TableSizeRange, random: () => number, friends: Int32Array) {
    this.#state = state;
    this.#range = range;
    this.#random = random;
    this.#queue = new Int32Array(state.n);
    this.#queued = new Uint8Array(state.n);
    this.#friends = friends;
    this.#seen = new Int32Array(state.tableCount);
    this.#rowsOfA = new Int32Array(state.maxSize);
  }

  /** Queues every student of the group, in random order. */
  queueAll(): void {
    for (const i of shuffled([...Array(this.#state.n).keys()], this.#random)) this.#push(i);
  }

  /** Applies the best move of each queued student in turn, until the queue is empty or the budget spent. */
  run(budget: number): void {
    while (this.#length > 0 && this.#state.work < budget) {
      const i = this.#queue[this.#head] as number;
      this.#head = (this.#head + 1) % this.#queue.length;
      this.#length -= 1;
      this.#queued[i] = 0;
      this.#improve(i);
    }
  }

  /**
   * A few random swaps between tables (or with the pool), whatever they cost. The students without
   * a seat are looked at first, in random order: a table that a kick left without a slot is
   * repaired by whoever is looked at first, and that should not always be the one just sent out.
   */
  kick(swaps: number): void {
    const state = this.#state;
    for (const u of shuffled(state.pool, this.#random)) this.#push(u);
    const empty = this.#emptyTable();
    if (empty >= 0 && state.pool.length >= this.#range.min && this.#random() < OPEN_KICK_SHARE) {
      // Open an empty table: the first of the pool to sit; the local search brings the others.
      state.sit(state.pool[Math.floor(this.#random() * state.pool.length)] as number, empty);
      for (const u of state.pool) this.#push(u);
      return;
    }
    for (let k = 0; k < swaps; k++) {
      state.work += 1;
      const fromPool = state.pool.length > 0 && this.#random() < state.pool.length / (state.pool.length + 8);
      const a = fromPool ? POOL : Math.floor(this.#random() * state.tableCount);
      const i = fromPool
        ? (state.pool[Math.floor(this.#random() * state.pool.length)] as number)
        : (state.members[a * state.maxSize + Math.floor(this.#random() * (state.size[a] as number))] as number);
      const b = Math.floor(this.#random() * state.tableCount);
      const j = state.members[b * state.maxSize + Math.floor(this.#random() * (state.size[b] as number))] as number;
      if (a === b || (a !== POOL && (state.size[a] as number) === 0) || (state.size[b] as number) === 0) continue;
      state.swap(i, j);
      this.#queueTable(a);
      this.#queueTable(b);
      this.#push(j);
    }
  }

  /** An empty table, or -1. */
  #emptyTable(): number {
    const state = this.#state;
    for (let t = state.tableCount - 1; t >= 0; t--) if (state.size[t] === 0) return t;
    return -1;
  }

  /**
   * Takes the best move of student i, if it gains. In a group of up to CANDIDATE_TABLES tables, it
   * looks at every table; in a larger one, at the tables of i's best partners (where a move is most
   * likely to pay) and RANDOM_TABLES_PER_LOOK random ones, so that a look costs the same whatever
   * the size of the group. Tables i could join by no swap are skipped, unless they lack a slot
   * already (then anything may help).
   */
  #improve(i: number): void {
    this.#bestMove(i, 0);
    this.#apply(i);
  }

  /**
   * Tabu search's look: the gain of student i's best move whatever it gains (NaN when none), but
   * for swaps with students whom `tabuUntil` holds beyond `step`, and for any move that breaks a
   * hard constraint or gives up a seat of priority (their penalties). Then applyBestMove takes it;
   * its partner (a student, or -1) is `bestPartner`.
   */
  bestTabuMove(i: number, tabuUntil: Int32Array, step: number): number {
    this.#tabuUntil = tabuUntil;
    this.#step = step;
    this.#bestMove(i, -PRIORITY_UNSEATED_PENALTY / 2);
    this.#tabuUntil = null;
    return this.#bestTable === -1 ? Number.NaN : this.#bestGain;
  }

  get bestPartner(): number {
    return this.#bestPartner;
  }

  /** Applies the move bestTabuMove found for i. */
  applyBestMove(i: number): void {
    this.#apply(i, false);
  }

  #tabuUntil: Int32Array | null = null;
  #step = 0;

  /** Finds student i's best move that gains more than `floor` (see improve). */
  #bestMove(i: number, floor: number): void {
    const state = this.#state;
    const tableCount = state.tableCount;
    this.#bestGain = floor;
    this.#bestTable = -1;
    this.#bestPartner = RELOCATE;
    this.#look += 1;
    const a = state.tableOf[i] as number;
    if (a !== POOL) {
      for (let m = 0; m < (state.size[a] as number); m++) {
        this.#rowsOfA[m] = (state.members[a * state.maxSize + m] as number) * state.n;
      }
    }
    if (this.#tabuUntil !== null && a !== POOL && state.tableSums.length > 0 && tableCount > TABU_TOP_TABLES) {
      const count = this.#topTablesOf(i, a);
      for (let k = 0; k < count; k++) this.#lookAt(i, this.#topTables[k] as number);
    } else if (tableCount <= CANDIDATE_TABLES) {
      for (let b = 0; b < tableCount; b++) this.#lookAt(i, b);
    } else {
      for (let k = i * FRIENDS_PER_STUDENT, end = k + FRIENDS_PER_STUDENT; k < end; k++) {
        const friend = this.#friends[k] as number;
        if (friend >= 0) this.#lookAt(i, state.tableOf[friend] as number);
      }
      for (let k = 0; k < RANDOM_TABLES_PER_LOOK; k++) this.#lookAt(i, Math.floor(this.#random() * tableCount));
    }
    // An excluded pair that no move above parts: standing up, or closing the table, is the way left.
    // (Not for a table a kick left invalid: a swap mends it, or the kick is undone.)
    const conflicted = a !== POOL && state.hasExcludedPartner[i] === 1 && state.conflictsAt(i, a) > 0;
    if (conflicted && this.#bestGain < CONFLICT_PENALTY / 2) {
      if ((state.size[a] as number) > this.#range.min) this.#offer(state.standGain(i), a, STAND);
      this.#offer(closeGain(state, a), a, CLOSE);
    }
  }

  /** Fills topTables with the TABU_TOP_TABLES tables but a that i scores most with; returns how many. */
  #topTablesOf(i: number, a: number): number {
    const state = this.#state;
    const { tableSums, n, tableCount } = state;
    const top = this.#topTables;
    let count = 0;
    for (let b = 0; b < tableCount; b++) {
      if (b === a) continue;
      const sum = tableSums[b * n + i] as number;
      if (count === TABU_TOP_TABLES && sum <= (tableSums[(top[count - 1] as number) * n + i] as number)) continue;
      let at = count < TABU_TOP_TABLES ? count++ : count - 1;
      while (at > 0 && (tableSums[(top[at - 1] as number) * n + i] as number) < sum) {
        top[at] = top[at - 1] as number;
        at -= 1;
      }
      top[at] = b;
    }
    state.work += 1 + tableCount / FAST_SWAPS_PER_WORK;
    return count;
  }

  /** Applies the move #bestMove found for i, if any, and queues whom it concerns. */
  #apply(i: number, queue = true): void {
    const state = this.#state;
    const a = state.tableOf[i] as number;
    const b = this.#bestTable;
    if (b === -1) return;
    const partner = this.#bestPartner;
    if (partner === RELOCATE) state.relocate(i, b);
    else if (partner === SIT) state.sit(i, b);
    else if (partner === STAND) state.stand(i);
    else if (partner === CLOSE) for (const member of state.membersOf(b)) state.stand(member);
    else state.swap(i, partner);
    if (!queue) return;
    if (a === POOL && partner >= 0) this.#push(partner);
    this.#queueTable(a);
    this.#queueTable(b);
    for (const u of state.pool) this.#push(u);
  }

  /** Considers table b for student i, once per look. */
  #lookAt(i: number, b: number): void {
    const state = this.#state;
    if (b < 0 || this.#seen[b] === this.#look) return;
    this.#seen[b] = this.#look;
    const reachable = ((state.reachMask[b] as number) & (state.group.slotMask[i] as number)) !== 0;
    if (reachable || state.tableMask[b] === 0) this.#consider(i, b);
  }

  /**
   * Student i's moves to table b: going there (within the size range), or swapping with someone
   * there. The gains are SeatingState's relocateGain and swapGain, written out for a seated student
   * (the inner loop of the whole seating), the conflicts counted only for students who have some.
   */
  #consider(i: number, b: number): void {
    const state = this.#state;
    const a = state.tableOf[i] as number;
    if (b === a) return;
    const { ownSums, n, maxSize, members, hasExcludedPartner, withoutMask } = state;
    const { scores, slotMask } = state.group;
    const size = state.size[b] as number;
    if (size === 0) return; // an empty table: only a kick opens one
    if (a === POOL) {
      if (size < this.#range.max) this.#offer(state.sitGain(i, b), b, SIT);
      for (let m = b * maxSize, end = m + size; m < end; m++) {
        const j = members[m] as number;
        this.#offer(state.swapGain(i, j), b, j);
      }
      return;
    }
    const iHasExcluded = hasExcludedPartner[i] === 1;
    const atA = ownSums[i] as number;
    const atB = state.sumAt(i, b);
    const conflictsOfI = iHasExcluded ? state.conflictsAt(i, b) - state.conflictsAt(i, a) : 0;
    const maskOfI = slotMask[i] as number;
    if (size < this.#range.max && (state.size[a] as number) > this.#range.min) {
      this.#offer(state.relocateGain(i, b), b, RELOCATE);
    }
    const maskOfAWithoutI = state.maskWithout(a, i);
    const invalidA = state.isInvalid(a) ? 1 : 0;
    const invalidB = state.isInvalid(b) ? 1 : 0;
    // A swap changes no size: a table below the smallest stays invalid whoever sits there.
    const smallA = (state.size[a] as number) < this.#range.min;
    const smallB = size < this.#range.min;
    const rowI = i * n;
    const rowsOfA = this.#rowsOfA;
    const sizeOfA = state.size[a] as number;
    const { tableSums } = state;
    const withSums = tableSums.length > 0;
    const sumsOfA = a * n;
    const tableMaskOfB = state.tableMask[b] as number;
    if (
      withSums &&
      !iHasExcluded &&
      state.withExcludedPartner[b] === 0 &&
      !smallA &&
      !smallB &&
      invalidA + invalidB === 0 &&
      (tableMaskOfB & maskOfI) !== 0 &&
      (tableMaskOfB & maskOfAWithoutI) !== 0
    ) {
      // No swap with b changes conflicts or validity (j can make every slot of b): scores alone.
      this.#offerBestSwap(i, b, atB - atA, sumsOfA);
      return;
    }
    for (let m = b * maxSize, end = m + size; m < end; m++) {
      const j = members[m] as number;
      // j's scores with i's table (i included, as the swap's formula wants): kept, or rows of a, column j.
      let atAForJ = 0;
      if (withSums) atAForJ = tableSums[sumsOfA + j] as number;
      else for (let x = 0; x < sizeOfA; x++) atAForJ += scores[(rowsOfA[x] as number) + j] as number;
      let gain = atB - atA + atAForJ - (ownSums[j] as number) - 2 * (scores[rowI + j] as number);
      const invalid =
        (smallA || ((slotMask[j] as number) & maskOfAWithoutI) === 0 ? 1 : 0) +
        (smallB || ((withoutMask[m] as number) & maskOfI) === 0 ? 1 : 0) -
        invalidA -
        invalidB;
      if (invalid !== 0) gain -= INVALID_TABLE_PENALTY * invalid;
      const jHasExcluded = hasExcludedPartner[j] === 1;
      if (iHasExcluded || jHasExcluded) {
        const apart = iHasExcluded && jHasExcluded && state.isExcluded(i, j) ? 2 : 0;
        const conflictsOfJ = jHasExcluded ? state.conflictsAt(j, a) - state.conflictsAt(j, b) : 0;
        gain -= CONFLICT_PENALTY * (conflictsOfI + conflictsOfJ - apart);
      }
      this.#offer(gain, b, j);
    }
    state.work += withSums ? size : size * sizeOfA;
  }

  /**
   * The best swap of i with a member j of table b by score alone: `base` (i's gain in going to b)
   * plus j's sum with i's table (tableSums from `sumsOfA`, i included) less j's own, less twice
   * their score. The inner loop of the whole seating on groups with tableSums, hence written out.
   */
  #offerBestSwap(i: number, b: number, base: number, sumsOfA: number): void {
    const state = this.#state;
    const { ownSums, n, maxSize, members, tableSums } = state;
    const scores = state.group.scores;
    const tabuUntil = this.#tabuUntil;
    const step = this.#step;
    const rowI = i * n;
    let best = this.#bestGain;
    let partner = -1;
    const size = state.size[b] as number;
    for (let m = b * maxSize, end = m + size; m < end; m++) {
      const j = members[m] as number;
      const gain =
        base + (tableSums[sumsOfA + j] as number) - (ownSums[j] as number) - 2 * (scores[rowI + j] as number);
      if (gain > best && (tabuUntil === null || (tabuUntil[j] as number) <= step)) {
        best = gain;
        partner = j;
      }
    }
    state.work += 1 + size / FAST_SWAPS_PER_WORK;
    if (partner >= 0) {
      this.#bestGain = best;
      this.#bestTable = b;
      this.#bestPartner = partner;
    }
  }

  #offer(gain: number, table: number, partner: number): void {
    if (gain <= this.#bestGain) return;
    if (this.#tabuUntil !== null && partner >= 0 && (this.#tabuUntil[partner] as number) > this.#step) return;
    this.#bestGain = gain;
    this.#bestTable = table;
    this.#bestPartner = partner;
  }

  #queueTable(t: number): void {
    if (t === POOL) return;
    const state = this.#state;
    for (let m = 0; m < (state.size[t] as number); m++) this.#push(state.members[t * state.maxSize + m] as number);
  }

  #push(i: number): void {
    if (this.#queued[i]) return;
    this.#queued[i] = 1;
    this.#queue[(this.#head + this.#length) % this.#queue.length] = i;
    this.#length += 1;
  }
}

/**
 * Each student's FRIENDS_PER_STUDENT best partners by score, ties drawn at random (scores are small
 * integers, so ties are many): one pass over each row of the scores, counting each score first.
 */
export function bestPartners(state: SeatingState, random: () => number): Int32Array {
  const n = state.n;
  const k = FRIENDS_PER_STUDENT;
  const scores = state.group.scores;
  const friends = new Int32Array(n * k).fill(-1);
  const count = new Int32Array(256);
  for (let i = 0; i < n; i++) {
    count.fill(0);
    const row = i * n;
    for (let j = 0; j < n; j++)
      if (j !== i) count[scores[row + j] as number] = (count[scores[row + j] as number] as number) + 1;
    // The lowest score still among the best k, and how many of the students with exactly it to take.
    let threshold = 255;
    let above = 0;
    while (threshold > 0 && above + (count[threshold] as number) < k) above += count[threshold--] as number;
    let atThreshold = Math.min(k - above, count[threshold] as number);
    let next = i * k;
    const start = Math.floor(random() * n);
    for (let step = 0; step < n; step++) {
      const j = (start + step) % n;
      if (j === i) continue;
      const score = scores[row + j] as number;
      if (score > threshold || (score === threshold && atThreshold-- > 0)) friends[next++] = j;
    }
  }
  return friends;
}
