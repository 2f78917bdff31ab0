import type { TableSizeRange } from "./seatingModel";

/**
 * Which numbers of people a size range can seat, and in how many tables. A count c can be split
 * into tables of min..max people exactly when some number of tables t has t·min ≤ c ≤ t·max.
 * With 4 to 6: every count of 4 or more except 7 (0 too, with no table).
 */

/** Throws unless the range is whole numbers with 2 ≤ min ≤ max. */
export function checkTableSizeRange(range: TableSizeRange): void {
  const { min, max } = range;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 2 || max < min) {
    throw new RangeError(`a table seats min..max people with 2 ≤ min ≤ max, got ${min}..${max}`);
  }
}

/** The fewest tables that seat exactly `count` people (fewer tables are larger ones), or -1 if none can. */
export function fewestTablesFor(count: number, range: TableSizeRange): number {
  if (count === 0) return 0;
  const tables = Math.ceil(count / range.max);
  return tables * range.min <= count ? tables : -1;
}

/** Whether `count` people can be split into tables of the range exactly. */
export function canSeatExactly(count: number, range: TableSizeRange): boolean {
  return fewestTablesFor(count, range) >= 0;
}

/** The sizes of `tables` tables seating `count` people, as even as possible (larger first). */
export function evenTableSizes(count: number, tables: number): number[] {
  const base = Math.floor(count / tables);
  const larger = count - base * tables;
  return Array.from({ length: tables }, (_, t) => base + (t < larger ? 1 : 0));
}
