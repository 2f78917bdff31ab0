/**
 * One group of tables being searched (tableSearch.ts): its tables and their members, a pool of
 * students without a seat who may take one, and each seated student's sum of scores with the others
 * at their table. The gain of a move is a few sums of a few scores: how much a student scores with
 * the members of a table is computed when asked (at most maxSize reads in the group's score matrix,
 * whose rows for the tables at hand stay in the processor's cache), so that a move changes only the
 * two tables it touches. (Keeping every student's sum with every table instead, as the textbooks on
 * this problem do, made each move a pass over all students: at 6,000 students, most of the time.)
 * Students are numbered 0..size-1 within the group.
 *
 * A table has no fixed slot while it is searched: it can meet at any slot all its members can make
 * (its slot mask). Slots are given at the end (assignSlots.ts).
 *
 * What the search maximises, {@link SeatingState.objective}: the sum of the scores of the pairs at
 * every table and a value per seat, less penalties, each term larger than all that follow: per
 * table whose members share no slot, per excluded pair at one table, per student left unseated last
 * round who is in the pool, per seat (SEAT_VALUE), then the scores. So a student stands up from a
 * table only to part an excluded pair, and a table closes only when nothing else can part one. The
 * search starts from a seating without a table lacking a slot and never keeps a worse one, so it
 * never ends with one; a kick may pass through one (strategic oscillation), which is how a table
 * changes its slot (a table of four at 19:00 becomes one at 17:30 by two swaps, the first of which
 * leaves it without a slot) and how an empty table opens (a first student sits at it, and the
 * others follow while the seats pay).
 *
 * Every move is recorded while a journal is open, so that a move that did not pay can be undone.
 */

/**
 * Per invalid table (one whose members share no slot, or with fewer than the smallest size but
 * someone): more than everything else together. The search never starts with one, so it never
 * keeps one; it may pass through one (see the file's comment).
 */
export const INVALID_TABLE_PENALTY = 1e14;
/** Per excluded pair at one table: more than any score and any priority. */
export const CONFLICT_PENALTY = 1e10;
/** Per student left unseated last round who is in the pool: more than any number of seats. */
export const PRIORITY_UNSEATED_PENALTY = 1e7;
/** Per student seated: more than any score one student can bring. */
export const SEAT_VALUE = 1e4;

/** Up to this many tables, a group keeps every student's sum with every table (SeatingState.tableSums). */
export const TABLE_SUMS_MAX_TABLES = 64;

/**
 * Additions to tableSums per unit of work: one pass of additions over a row (contiguous, in the
 * cache) costs much less than as many scores read here and there while looking at moves.
 */
export const TABLE_SUMS_ADDITIONS_PER_WORK = 16;

/** Where a student of the group is when not at a table. */
export const POOL = -1;

/** The students of a group and what the search needs to know of them, by their number in the group. */
export interface SeatingGroup {
  readonly size: number;
  /** The slots each student can make, as bits: slot s is bit s. At most 32 slots. */
  readonly slotMask: Int32Array;
  /** 1 for a student left unseated last round. */
  readonly priority: Uint8Array;
  /** scores[i * size + j]: the table score of i and j (pairScores.ts); 0 on the diagonal. */
  readonly scores: Uint8Array | Int32Array;
  /** Each student's excluded partners in the group. */
  readonly excludedPartners: readonly (readonly number[])[];
}

interface Move {
  readonly kind: "relocate" | "swap" | "stand" | "sit";
  readonly i: number;
  /** relocate and stand: the table i came from; swap: the other student; sit: the table. */
  readonly other: number;
}

export class SeatingState {
  readonly group: SeatingGroup;
  readonly n: number;
  readonly tableCount: number;
  readonly minSize: number;
  readonly maxSize: number;
  readonly size: Int32Array;
  /** Table t's members are members[t * maxSize .. t * maxSize + size[t] - 1], in no order. */
  readonly members: Int32Array;
  /** A student's table, or POOL. */
  readonly tableOf: Int32Array;
  /** The pool, in no order. */
  readonly pool: number[] = [];
  /** The slots every member of table t can make (0: the table has no slot). */
  readonly tableMask: Int32Array;
  /** withoutMask[t * maxSize + m]: the slots every member of t but the one at position m can make. */
  readonly withoutMask: Int32Array;
  /** The slots table t could meet at once one of its members is replaced: who shares none cannot swap in usefully. */
  readonly reachMask: Int32Array;
  /** ownSums[x]: for a seated x, the sum of x's scores with the others at x's table. */
  readonly ownSums: Int32Array;
  /** 1 for a student with an excluded partner in the group: only their moves change conflicts. */
  readonly hasExcludedPartner: Uint8Array;
  /** How many members of table t have an excluded partner in the group (0: no swap into t changes conflicts there). */
  readonly withExcludedPartner: Int32Array;
  /**
   * With at most TABLE_SUMS_MAX_TABLES tables: tableSums[t * n + x], the sum of x's scores with the
   * members of table t, kept up to date by every move (n additions per student who joins or leaves
   * a table), so that a student's score with any table is one read. Else empty, and sumAt adds up
   * the table's members (a large group looks at a few tables per student, where n additions per
   * move would cost more than they save).
   */
  readonly tableSums: Int32Array;
  score = 0;
  seated = 0;
  conflicts = 0;
  /** Invalid tables: members who share no slot, or fewer than the smallest size (but not none). */
  invalidTables = 0;
  unseatedPriority = 0;
  /** Units of work done so far (one per score read while evaluating or updating). */
  work = 0;

  readonly #position: Int32Array;
  #journal: Move[] | null = null;

  /**
   * @param tables each table's members (who share at least one slot), or none (an empty table
   *   that students of the pool may open).
   * @param pool the other students of the group.
   */
  constructor(
    group: SeatingGroup,
    range: { readonly min: number; readonly max: number },
    tables: readonly (readonly number[])[],
    pool: readonly number[],
  ) {
    const maxSize = range.max;
    this.minSize = range.min;
    const n = group.size;
    this.group = group;
    this.n = n;
    this.maxSize = maxSize;
    this.tableCount = tables.length;
    this.size = new Int32Array(tables.length);
    this.members = new Int32Array(tables.length * maxSize);
    this.tableOf = new Int32Array(n).fill(POOL);
    this.tableMask = new Int32Array(tables.length);
    this.withoutMask = new Int32Array(tables.length * maxSize);
    this.reachMask = new Int32Array(tables.length);
    this.#position = new Int32Array(n);
    this.tableSums = new Int32Array(tables.length <= TABLE_SUMS_MAX_TABLES ? tables.length * n : 0);
    this.hasExcludedPartner = Uint8Array.from(group.excludedPartners, (list) => (list.length > 0 ? 1 : 0));
    this.withExcludedPartner = new Int32Array(tables.length);
    tables.forEach((members, t) => {
      for (const member of members) this.#join(member, t);
      this.seated += members.length;
    });
    for (const student of pool) {
      this.#position[student] = this.pool.length;
      this.pool.push(student);
      this.unseatedPriority += group.priority[student] as number;
    }
    this.ownSums = new Int32Array(n);
    for (let t = 0; t < tables.length; t++) {
      this.#refreshOwnSums(t);
      for (let m = 0; m < (this.size[t] as number); m++) {
        const member = this.members[t * maxSize + m] as number;
        this.score += this.ownSums[member] as number;
        this.conflicts += this.conflictsAt(member, t);
      }
      this.#refreshMasks(t);
      this.invalidTables += this.isInvalid(t) ? 1 : 0;
    }
    this.score /= 2;
    this.conflicts /= 2;
  }

  /** What the search maximises (see the file's comment). */
  get objective(): number {
    return (
      this.score +
      SEAT_VALUE * this.seated -
      INVALID_TABLE_PENALTY * this.invalidTables -
      CONFLICT_PENALTY * this.conflicts -
      PRIORITY_UNSEATED_PENALTY * this.unseatedPriority
    );
  }

  scoreOf(i: number, j: number): number {
    return this.group.scores[i * this.n + j] as number;
  }

  /** The sum of x's scores with the members of table t (x itself scores 0 with itself). */
  sumAt(x: number, t: number): number {
    if (this.tableSums.length > 0) {
      this.work += 1;
      return this.tableSums[t * this.n + x] as number;
    }
    const scores = this.group.scores;
    const row = x * this.n;
    let sum = 0;
    for (let m = t * this.maxSize, end = m + (this.size[t] as number); m < end; m++) {
      sum += scores[row + (this.members[m] as number)] as number;
    }
    this.work += this.size[t] as number;
    return sum;
  }

  /** The slots all members of table t but i (seated there) can make. */
  maskWithout(t: number, i: number): number {
    return this.withoutMask[t * this.maxSize + (this.#position[i] as number)] as number;
  }

  /** How many of x's excluded partners sit at table t. */
  conflictsAt(x: number, t: number): number {
    let count = 0;
    for (const partner of this.group.excludedPartners[x] as readonly number[]) {
      if (this.tableOf[partner] === t) count += 1;
    }
    return count;
  }

  isExcluded(i: number, j: number): boolean {
    return (this.group.excludedPartners[i] as readonly number[]).includes(j);
  }

  /** The gain in objective of moving seated student i to table `to` (the caller checks sizes). */
  relocateGain(i: number, to: number): number {
    const from = this.tableOf[i] as number;
    return (
      this.sumAt(i, to) -
      (this.ownSums[i] as number) -
      CONFLICT_PENALTY * (this.conflictsAt(i, to) - this.conflictsAt(i, from)) -
      INVALID_TABLE_PENALTY * this.#relocateInvalid(i, from, to)
    );
  }

  /** The gain in objective of swapping i and j: at two different tables, or one of them in the pool. */
  swapGain(i: number, j: number): number {
    const a = this.tableOf[i] as number;
    const b = this.tableOf[j] as number;
    const sums = this.tableSums;
    if (
      sums.length > 0 &&
      a !== POOL &&
      b !== POOL &&
      this.hasExcludedPartner[i] === 0 &&
      this.hasExcludedPartner[j] === 0
    ) {
      // The common case, in a few reads: two seated students without excluded partners, sums kept.
      const n = this.n;
      this.work += 1;
      return (
        (sums[b * n + i] as number) -
        (this.ownSums[i] as number) +
        (sums[a * n + j] as number) -
        (this.ownSums[j] as number) -
        2 * (this.group.scores[i * n + j] as number) -
        INVALID_TABLE_PENALTY * this.swapInvalid(i, j, a, b)
      );
    }
    const w = this.scoreOf(i, j);
    const e = this.isExcluded(i, j) ? 1 : 0;
    if (a === POOL) return this.#swapInGain(i, j, b, w, e);
    if (b === POOL) return this.#swapInGain(j, i, a, w, e);
    return (
      this.#swapScore(i, j, a, b, w) -
      CONFLICT_PENALTY * this.#swapConflicts(i, j, a, b, e) -
      INVALID_TABLE_PENALTY * this.swapInvalid(i, j, a, b)
    );
  }

  /** How the number of invalid tables changes if i (at a) and j (at b) swap. */
  swapInvalid(i: number, j: number, a: number, b: number): number {
    const mask = this.group.slotMask;
    return (
      this.invalidChange(a, this.maskWithout(a, i) & (mask[j] as number), this.size[a] as number) +
      this.invalidChange(b, this.maskWithout(b, j) & (mask[i] as number), this.size[b] as number)
    );
  }

  #relocateInvalid(i: number, from: number, to: number): number {
    return (
      this.invalidChange(from, this.maskWithout(from, i), (this.size[from] as number) - 1) +
      this.invalidChange(
        to,
        (this.tableMask[to] as number) & (this.group.slotMask[i] as number),
        (this.size[to] as number) + 1,
      )
    );
  }

  /** +1 if table t becomes invalid with this mask and size, -1 if it becomes valid, else 0. */
  invalidChange(t: number, maskAfter: number, sizeAfter: number): number {
    const after = sizeAfter > 0 && (maskAfter === 0 || sizeAfter < this.minSize) ? 1 : 0;
    return after - (this.isInvalid(t) ? 1 : 0);
  }

  isInvalid(t: number): boolean {
    const size = this.size[t] as number;
    return size > 0 && (this.tableMask[t] === 0 || size < this.minSize);
  }

  /** Pool student u takes seated j's place at table t. */
  #swapInGain(u: number, j: number, t: number, w: number, e: number): number {
    const score = this.sumAt(u, t) - w - (this.ownSums[j] as number);
    const conflicts = this.conflictsAt(u, t) - e - this.conflictsAt(j, t);
    const invalid = this.invalidChange(
      t,
      this.maskWithout(t, j) & (this.group.slotMask[u] as number),
      this.size[t] as number,
    );
    const priority = (this.group.priority[j] as number) - (this.group.priority[u] as number);
    return (
      score - INVALID_TABLE_PENALTY * invalid - CONFLICT_PENALTY * conflicts - PRIORITY_UNSEATED_PENALTY * priority
    );
  }

  #swapScore(i: number, j: number, a: number, b: number, w: number): number {
    return this.sumAt(i, b) - w - (this.ownSums[i] as number) + this.sumAt(j, a) - w - (this.ownSums[j] as number);
  }

  #swapConflicts(i: number, j: number, a: number, b: number, e: number): number {
    return this.conflictsAt(i, b) - e + this.conflictsAt(j, a) - e - this.conflictsAt(i, a) - this.conflictsAt(j, b);
  }

  /** Moves seated student i to table `to`. */
  relocate(i: number, to: number): void {
    const from = this.tableOf[i] as number;
    this.score += this.sumAt(i, to) - (this.ownSums[i] as number);
    this.conflicts += this.conflictsAt(i, to) - this.conflictsAt(i, from);
    this.invalidTables += this.#relocateInvalid(i, from, to);
    this.#leave(i, from);
    this.#refreshOwnSums(from);
    this.#refreshMasks(from);
    this.#join(i, to);
    this.#refreshOwnSums(to);
    this.#refreshMasks(to);
    this.#journal?.push({ kind: "relocate", i, other: from });
  }

  /** Swaps i and j: at two different tables, or one of them in the pool. */
  swap(i: number, j: number): void {
    const a = this.tableOf[i] as number;
    const b = this.tableOf[j] as number;
    const w = this.scoreOf(i, j);
    const e = this.isExcluded(i, j) ? 1 : 0;
    if (a === POOL || b === POOL) {
      const [u, seated, t] = a === POOL ? [i, j, b] : [j, i, a];
      this.score += this.sumAt(u, t) - w - (this.ownSums[seated] as number);
      this.conflicts += this.conflictsAt(u, t) - e - this.conflictsAt(seated, t);
      this.invalidTables += this.invalidChange(
        t,
        this.maskWithout(t, seated) & (this.group.slotMask[u] as number),
        this.size[t] as number,
      );
      this.unseatedPriority += (this.group.priority[seated] as number) - (this.group.priority[u] as number);
      this.#addToTableSums(t, u, 1);
      this.#addToTableSums(t, seated, -1);
      this.#countExcluded(t, (this.hasExcludedPartner[u] as number) - (this.hasExcludedPartner[seated] as number));
      const seatAt = this.#position[seated] as number;
      const poolAt = this.#position[u] as number;
      this.members[t * this.maxSize + seatAt] = u;
      this.#position[u] = seatAt;
      this.tableOf[u] = t;
      this.pool[poolAt] = seated;
      this.#position[seated] = poolAt;
      this.tableOf[seated] = POOL;
      this.#refreshOwnSums(t);
      this.#refreshMasks(t);
    } else {
      this.score += this.#swapScore(i, j, a, b, w);
      this.conflicts += this.#swapConflicts(i, j, a, b, e);
      this.invalidTables += this.swapInvalid(i, j, a, b);
      this.#addToTableSums(a, j, 1);
      this.#addToTableSums(a, i, -1);
      this.#addToTableSums(b, i, 1);
      this.#addToTableSums(b, j, -1);
      const excludedChange = (this.hasExcludedPartner[j] as number) - (this.hasExcludedPartner[i] as number);
      this.#countExcluded(a, excludedChange);
      this.#countExcluded(b, -excludedChange);
      const positionOfI = this.#position[i] as number;
      const positionOfJ = this.#position[j] as number;
      this.members[a * this.maxSize + positionOfI] = j;
      this.members[b * this.maxSize + positionOfJ] = i;
      this.#position[j] = positionOfI;
      this.#position[i] = positionOfJ;
      this.tableOf[i] = b;
      this.tableOf[j] = a;
      this.#refreshOwnSums(a);
      this.#refreshOwnSums(b);
      this.#refreshMasks(a);
      this.#refreshMasks(b);
    }
    this.#journal?.push({ kind: "swap", i, other: j });
  }

  /** The gain in objective of seated student i standing up (leaving for the pool). */
  standGain(i: number): number {
    const t = this.tableOf[i] as number;
    return (
      -(this.ownSums[i] as number) -
      SEAT_VALUE +
      CONFLICT_PENALTY * this.conflictsAt(i, t) -
      INVALID_TABLE_PENALTY * this.invalidChange(t, this.maskWithout(t, i), (this.size[t] as number) - 1) -
      PRIORITY_UNSEATED_PENALTY * (this.group.priority[i] as number)
    );
  }

  /** The gain in objective of pool student i sitting down at table t (the caller checks its size). */
  sitGain(i: number, t: number): number {
    return (
      this.sumAt(i, t) +
      SEAT_VALUE -
      CONFLICT_PENALTY * this.conflictsAt(i, t) -
      INVALID_TABLE_PENALTY *
        this.invalidChange(
          t,
          (this.tableMask[t] as number) & (this.group.slotMask[i] as number),
          (this.size[t] as number) + 1,
        ) +
      PRIORITY_UNSEATED_PENALTY * (this.group.priority[i] as number)
    );
  }

  /** Seated student i leaves table t for the pool. */
  stand(i: number): void {
    const t = this.tableOf[i] as number;
    this.score -= this.ownSums[i] as number;
    this.conflicts -= this.conflictsAt(i, t);
    this.invalidTables += this.invalidChange(t, this.maskWithout(t, i), (this.size[t] as number) - 1);
    this.unseatedPriority += this.group.priority[i] as number;
    this.seated -= 1;
    this.#leave(i, t);
    this.#refreshOwnSums(t);
    this.#refreshMasks(t);
    this.tableOf[i] = POOL;
    this.#position[i] = this.pool.length;
    this.pool.push(i);
    this.#journal?.push({ kind: "stand", i, other: t });
  }

  /** Pool student i sits down at table t. */
  sit(i: number, t: number): void {
    this.score += this.sumAt(i, t);
    this.conflicts += this.conflictsAt(i, t);
    this.invalidTables += this.invalidChange(
      t,
      (this.tableMask[t] as number) & (this.group.slotMask[i] as number),
      (this.size[t] as number) + 1,
    );
    this.unseatedPriority -= this.group.priority[i] as number;
    this.seated += 1;
    const at = this.#position[i] as number;
    const last = this.pool.pop() as number;
    if (last !== i) {
      this.pool[at] = last;
      this.#position[last] = at;
    }
    this.#join(i, t);
    this.#refreshOwnSums(t);
    this.#refreshMasks(t);
    this.#journal?.push({ kind: "sit", i, other: t });
  }

  /** Starts recording moves, until {@link rollBack} or {@link commit}. */
  openJournal(): void {
    this.#journal = [];
  }

  /** Keeps the moves made since the journal was opened. */
  commit(): void {
    this.#journal = null;
  }

  /** How many moves the open journal holds: a mark to roll back to. */
  get journalLength(): number {
    return this.#journal?.length ?? 0;
  }

  /** Undoes the moves made since the journal was opened, last first. */
  rollBack(): void {
    this.rollBackTo(0);
    this.#journal = null;
  }

  /** Undoes the moves made since the journal held `mark` moves, last first; the journal stays open. */
  rollBackTo(mark: number): void {
    const kept = this.#journal ?? [];
    const moves = kept.splice(mark);
    this.#journal = null;
    for (let k = moves.length - 1; k >= 0; k--) {
      const move = moves[k] as Move;
      if (move.kind === "relocate") this.relocate(move.i, move.other);
      else if (move.kind === "swap") this.swap(move.i, move.other);
      else if (move.kind === "stand") this.sit(move.i, move.other);
      else this.stand(move.i);
    }
    this.#journal = kept;
  }

  /** The members of table t, as a new array. */
  membersOf(t: number): number[] {
    return Array.from(this.members.subarray(t * this.maxSize, t * this.maxSize + (this.size[t] as number)));
  }

  /** tableSums of table t as student x joins it (sign 1) or leaves it (-1): x's row of scores added. */
  #addToTableSums(t: number, x: number, sign: 1 | -1): void {
    const sums = this.tableSums;
    if (sums.length === 0) return;
    const n = this.n;
    const scores = this.group.scores;
    const row = x * n;
    const base = t * n;
    if (sign === 1)
      for (let y = 0; y < n; y++) sums[base + y] = (sums[base + y] as number) + (scores[row + y] as number);
    else for (let y = 0; y < n; y++) sums[base + y] = (sums[base + y] as number) - (scores[row + y] as number);
    this.work += Math.ceil(n / TABLE_SUMS_ADDITIONS_PER_WORK);
  }

  #countExcluded(t: number, change: number): void {
    this.withExcludedPartner[t] = (this.withExcludedPartner[t] as number) + change;
  }

  #leave(i: number, t: number): void {
    this.#addToTableSums(t, i, -1);
    this.#countExcluded(t, -(this.hasExcludedPartner[i] as number));
    const last = (this.size[t] as number) - 1;
    const at = this.#position[i] as number;
    const moved = this.members[t * this.maxSize + last] as number;
    this.members[t * this.maxSize + at] = moved;
    this.#position[moved] = at;
    this.size[t] = last;
  }

  #join(i: number, t: number): void {
    this.#addToTableSums(t, i, 1);
    this.#countExcluded(t, this.hasExcludedPartner[i] as number);
    const at = this.size[t] as number;
    this.members[t * this.maxSize + at] = i;
    this.#position[i] = at;
    this.size[t] = at + 1;
    this.tableOf[i] = t;
  }

  #refreshMasks(t: number): void {
    const base = t * this.maxSize;
    const size = this.size[t] as number;
    const mask = this.group.slotMask;
    // The members' masks ANDed from the right (in withoutMask, for now), then from the left.
    let fromRight = -1;
    for (let m = size - 1; m >= 0; m--) {
      this.withoutMask[base + m] = fromRight;
      fromRight &= mask[this.members[base + m] as number] as number;
    }
    let fromLeft = -1;
    let reach = 0;
    for (let m = 0; m < size; m++) {
      const others = fromLeft & (this.withoutMask[base + m] as number);
      this.withoutMask[base + m] = others;
      reach |= others;
      fromLeft &= mask[this.members[base + m] as number] as number;
    }
    this.tableMask[t] = fromLeft;
    this.reachMask[t] = reach;
  }

  #refreshOwnSums(t: number): void {
    for (let m = t * this.maxSize, end = m + (this.size[t] as number); m < end; m++) {
      const member = this.members[m] as number;
      this.ownSums[member] = this.sumAt(member, t);
    }
  }
}
