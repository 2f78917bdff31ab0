import { pairKey } from "../../../../domain/matching/pairKey";
import { DEFAULT_TABLE_SIZE, type SeatingCandidate, type SeatingInput } from "../../../../domain/matching/seatTables";
import { tablePairScore } from "../../../../domain/matching/tableCompatibility";

export interface SeatingOptimum {
  /** Students left unseated last round who are seated. */
  readonly prioritySeated: number;
  readonly seated: number;
  /** The objective: the sum of tablePairScore over every pair at every table. */
  readonly score: number;
}

/**
 * The best seating of a small round (≤ 14 students per school) by exhaustive search over every
 * partition, from the readable rules (tablePairScore, pairKey, the slots as strings) rather than the
 * seating's bit sets: most students left unseated last round seated, then most students seated,
 * then the largest objective. A table is valid when its size is in the range, its members are of
 * one school, share a slot and contain no excluded pair. Dynamic programming over subsets.
 */
export function exhaustiveSeating(input: SeatingInput): SeatingOptimum {
  const range = input.tableSize ?? DEFAULT_TABLE_SIZE;
  const schools = new Map<string, SeatingCandidate[]>();
  for (const candidate of input.candidates) {
    schools.set(candidate.school, [...(schools.get(candidate.school) ?? []), candidate]);
  }
  let total = { prioritySeated: 0, seated: 0, score: 0 };
  for (const people of schools.values()) {
    const best = schoolOptimum(people, input.excludedPairs, range.min, range.max);
    total = {
      prioritySeated: total.prioritySeated + best.prioritySeated,
      seated: total.seated + best.seated,
      score: total.score + best.score,
    };
  }
  return total;
}

const PRIORITY_UNIT = 1e8;
const SEATED_UNIT = 1e5;

function schoolOptimum(
  people: readonly SeatingCandidate[],
  excluded: ReadonlySet<string>,
  min: number,
  max: number,
): SeatingOptimum {
  const n = people.length;
  if (n > 14) throw new RangeError(`exhaustiveSeating: ${n} students in one school is too many`);
  const full = (1 << n) - 1;
  // The value of every subset as a table, or -1 when it cannot be one.
  const tableValue = new Float64Array(1 << n).fill(-1);
  for (let mask = 1; mask <= full; mask++) {
    const members = people.filter((_, i) => mask & (1 << i));
    if (members.length < min || members.length > max) continue;
    const first = members[0] as SeatingCandidate;
    if (!first.slots.some((slot) => members.every((m) => m.slots.includes(slot)))) continue;
    let score = 0;
    let valid = true;
    for (let a = 0; a < members.length && valid; a++) {
      for (let b = a + 1; b < members.length; b++) {
        const x = members[a] as SeatingCandidate;
        const y = members[b] as SeatingCandidate;
        if (excluded.has(pairKey(x.id, y.id))) {
          valid = false;
          break;
        }
        score += tablePairScore(x, y);
      }
    }
    if (!valid) continue;
    const priority = members.filter((m) => m.priority).length;
    tableValue[mask] = priority * PRIORITY_UNIT + members.length * SEATED_UNIT + score;
  }
  const best = new Float64Array(1 << n);
  for (let mask = 1; mask <= full; mask++) {
    const lowest = mask & -mask;
    let value = best[mask ^ lowest] as number; // the lowest student unseated
    const rest = mask ^ lowest;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const table = sub | lowest;
      const own = tableValue[table] as number;
      if (own >= 0) value = Math.max(value, own + (best[mask ^ table] as number));
      if (sub === 0) break;
    }
    best[mask] = value;
  }
  const value = best[full] as number;
  const prioritySeated = Math.floor(value / PRIORITY_UNIT);
  const seated = Math.floor((value - prioritySeated * PRIORITY_UNIT) / SEATED_UNIT);
  return { prioritySeated, seated, score: value - prioritySeated * PRIORITY_UNIT - seated * SEATED_UNIT };
}
