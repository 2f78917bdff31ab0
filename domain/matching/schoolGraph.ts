import type { MatchCandidate } from "./model";
import { PRIORITY_BONUS, pairWeightOfCounts, sharedTasteWeight, tagSet } from "./pairWeight";

/**
 * The students of one school as numbers and bit sets, so that the weight of a pair costs a few
 * machine-word operations (a round of 10,000 students has 50 million pairs).
 *
 * Students are numbered 0..size-1 in the order of their ids (UTF-16 code-unit order), which is
 * what makes the matcher independent of the order of its input. Slots, interests and dietary
 * needs are numbered within the school; slots in their sorted (chronological) order.
 */
export class SchoolGraph {
  readonly size: number;
  /** The students, sorted by id. */
  readonly students: readonly MatchCandidate[];
  /** The school's distinct slots, sorted: slot index i is slotNames[i]. */
  readonly slotNames: readonly string[];
  readonly priority: Uint8Array;
  private readonly slotWords: number;
  private readonly slotBits: Int32Array;
  private readonly interestWords: number;
  private readonly interestBits: Int32Array;
  private readonly dietWords: number;
  private readonly dietBits: Int32Array;
  private readonly oneWordEach: boolean;
  /** Excluded pairs as lo * size + hi. */
  private readonly excluded: Set<number>;

  /**
   * @param students one school's students, sorted by id, ids distinct.
   * @param excludedPartners for a student id, the ids it must not be paired with (any school).
   */
  constructor(students: readonly MatchCandidate[], excludedPartners: ReadonlyMap<string, readonly string[]>) {
    this.students = students;
    const n = students.length;
    this.size = n;
    this.slotNames = [...new Set(students.flatMap((s) => s.slots))].sort(compareCodeUnits);
    const slotIndex = new Map(this.slotNames.map((slot, i) => [slot, i]));
    this.slotWords = Math.max(1, Math.ceil(this.slotNames.length / 32));
    this.slotBits = bitSets(
      students.map((s) => s.slots.map((slot) => slotIndex.get(slot) as number)),
      this.slotWords,
    );
    const interestSets = students.map((s) => tagSet(s.interests));
    const interestIndex = indexOfAll(interestSets);
    this.interestWords = Math.max(1, Math.ceil(interestIndex.size / 32));
    this.interestBits = bitSets(
      interestSets.map((set) => [...set].map((tag) => interestIndex.get(tag) as number)),
      this.interestWords,
    );
    const dietSets = students.map((s) => tagSet(s.dietary));
    const dietIndex = indexOfAll(dietSets);
    this.dietWords = Math.max(1, Math.ceil(dietIndex.size / 32));
    this.dietBits = bitSets(
      dietSets.map((set) => [...set].map((tag) => dietIndex.get(tag) as number)),
      this.dietWords,
    );
    this.priority = Uint8Array.from(students, (s) => (s.priority ? 1 : 0));
    this.oneWordEach = this.slotWords === 1 && this.interestWords === 1 && this.dietWords === 1;

    const indexOfId = new Map(students.map((s, i) => [s.id, i]));
    this.excluded = new Set();
    students.forEach((s, i) => {
      for (const other of excludedPartners.get(s.id) ?? []) {
        const j = indexOfId.get(other);
        if (j !== undefined && j !== i) this.excluded.add(Math.min(i, j) * n + Math.max(i, j));
      }
    });
  }

  get excludedPairCount(): number {
    return this.excluded.size;
  }

  isExcluded(i: number, j: number): boolean {
    return this.excluded.size > 0 && this.excluded.has(i < j ? i * this.size + j : j * this.size + i);
  }

  /** How many slots i and j share. */
  sharedSlotCount(i: number, j: number): number {
    const words = this.slotWords;
    let count = 0;
    for (let x = 0; x < words; x++) {
      count += popCount((this.slotBits[i * words + x] as number) & (this.slotBits[j * words + x] as number));
    }
    return count;
  }

  /**
   * The weight of i and j as a pair (pairWeight.ts) if they share a slot, ignoring exclusions;
   * -1 if they share none. Split from the exclusion test, which is a hash look-up, so that the
   * sparse graph can skip it for the many pairs that are not good enough anyway.
   */
  weightIgnoringExclusion(i: number, j: number): number {
    const quality = this.qualityIgnoringExclusion(i, j);
    return quality < 0 ? -1 : quality + PRIORITY_BONUS * ((this.priority[i] as number) + (this.priority[j] as number));
  }

  /** {@link weightIgnoringExclusion} without the priority bonus: how good the pair itself is. */
  qualityIgnoringExclusion(i: number, j: number): number {
    if (this.oneWordEach) {
      // The common case (≤ 32 slots, interests and needs in the school), without the loops.
      const slots = (this.slotBits[i] as number) & (this.slotBits[j] as number);
      if (slots === 0 || i === j) return -1;
      return pairWeightOfCounts(
        popCount(slots),
        popCount((this.interestBits[i] as number) & (this.interestBits[j] as number)),
        ((this.dietBits[i] as number) & (this.dietBits[j] as number)) !== 0,
        0,
      );
    }
    const sharedSlots = this.sharedSlotCount(i, j);
    if (sharedSlots === 0 || i === j) return -1;
    return pairWeightOfCounts(sharedSlots, this.sharedInterestCount(i, j), this.shareDietaryNeed(i, j), 0);
  }

  /** How well i and j would get on at a meal, whatever the time (pairWeight.ts' sharedTasteWeight). */
  tasteWeight(i: number, j: number): number {
    if (this.oneWordEach) {
      return sharedTasteWeight(
        popCount((this.interestBits[i] as number) & (this.interestBits[j] as number)),
        ((this.dietBits[i] as number) & (this.dietBits[j] as number)) !== 0,
      );
    }
    return sharedTasteWeight(this.sharedInterestCount(i, j), this.shareDietaryNeed(i, j));
  }

  private sharedInterestCount(i: number, j: number): number {
    let count = 0;
    const words = this.interestWords;
    for (let x = 0; x < words; x++) {
      count += popCount((this.interestBits[i * words + x] as number) & (this.interestBits[j * words + x] as number));
    }
    return count;
  }

  private shareDietaryNeed(i: number, j: number): boolean {
    const words = this.dietWords;
    for (let x = 0; x < words; x++) {
      if (((this.dietBits[i * words + x] as number) & (this.dietBits[j * words + x] as number)) !== 0) return true;
    }
    return false;
  }

  /** Whether student i can make slot index `slot`. */
  canMake(i: number, slot: number): boolean {
    return ((this.slotBits[i * this.slotWords + (slot >>> 5)] as number) & (1 << (slot & 31))) !== 0;
  }

  /** Every excluded pair of the school once, as [i, j] with i < j. */
  excludedPairs(): [number, number][] {
    return [...this.excluded].map((key) => [Math.floor(key / this.size), key % this.size]);
  }

  /** The weight of i and j as a pair, or -1 if they cannot be one (no shared slot, or excluded). */
  weight(i: number, j: number): number {
    const weight = this.weightIgnoringExclusion(i, j);
    return weight < 0 || this.isExcluded(i, j) ? -1 : weight;
  }

  /** The slot indices (ascending, so earliest first) that every one of `members` can make. */
  commonSlots(members: readonly number[]): number[] {
    const words = this.slotWords;
    const out: number[] = [];
    for (let x = 0; x < words; x++) {
      let bits = -1;
      for (const member of members) bits &= this.slotBits[member * words + x] as number;
      for (let bit = 0; bit < 32; bit++) if (bits & (1 << bit)) out.push(x * 32 + bit);
    }
    return out;
  }
}

/** Compares strings by UTF-16 code units: the same everywhere, unlike localeCompare. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The number of set bits in a 32-bit integer. */
export function popCount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Numbers the distinct tags in sorted order (deterministic whatever the students' order). */
function indexOfAll(sets: readonly Set<string>[]): Map<string, number> {
  const all = new Set<string>();
  for (const set of sets) for (const tag of set) all.add(tag);
  return new Map([...all].sort(compareCodeUnits).map((tag, i) => [tag, i]));
}

function bitSets(members: readonly (readonly number[])[], words: number): Int32Array {
  const bits = new Int32Array(members.length * words);
  members.forEach((list, i) => {
    for (const bit of list) {
      const at = i * words + (bit >>> 5);
      bits[at] = (bits[at] as number) | (1 << (bit & 31));
    }
  });
  return bits;
}
