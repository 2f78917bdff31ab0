import type { MatchGroup } from "../matching/matchRound";
import { type SeatingCandidate, seatTables, type TableSizeRange } from "../matching/seatTables";
import type { EpochMillis } from "../shared/EpochMillis";
import { slotKey } from "./formMatches";
import type { MealDay } from "./MealDay";

export interface GroupDinnerSeating {
  /** Every table, each at one slot of the day. */
  readonly tables: readonly MatchGroup[];
  /** The candidates left without a seat, by uid. */
  readonly unseated: readonly string[];
}

/**
 * A group dinner's round at one school: its candidates seated by the seating algorithm
 * (domain/matching/seatTables.ts). A day's meal times may set different table sizes: the times of
 * one size are seated together, the earliest size first, and whoever that left without a seat is
 * tried again at the times of the next size they can make.
 */
export function seatGroupDinner(
  day: MealDay,
  candidates: readonly SeatingCandidate[],
  excludedPairs: ReadonlySet<string>,
): GroupDinnerSeating {
  const slotsBySize = new Map<string, { range: TableSizeRange; slots: EpochMillis[] }>();
  day.slots.forEach((slot, index) => {
    const range = day.tableSizes[index] ?? { min: 4, max: 6 };
    const key = `${range.min}-${range.max}`;
    const entry = slotsBySize.get(key) ?? { range, slots: [] };
    entry.slots.push(slot);
    slotsBySize.set(key, entry);
  });
  const seated = new Set<string>();
  const tables: MatchGroup[] = [];
  for (const { range, slots } of slotsBySize.values()) {
    const keys = new Set(slots.map(slotKey));
    const here = candidates
      .filter((candidate) => !seated.has(candidate.id))
      .map((candidate) => ({ ...candidate, slots: candidate.slots.filter((slot) => keys.has(slot)) }))
      .filter((candidate) => candidate.slots.length > 0);
    if (here.length === 0) continue;
    for (const table of seatTables({ candidates: here, excludedPairs, tableSize: range }).tables) {
      tables.push(table);
      for (const uid of table.members) seated.add(uid);
    }
  }
  return {
    tables,
    unseated: candidates
      .filter((candidate) => !seated.has(candidate.id))
      .map((c) => c.id)
      .sort(),
  };
}
