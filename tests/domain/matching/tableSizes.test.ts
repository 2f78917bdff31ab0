import { describe, expect, it } from "vitest";
import {
  canSeatExactly,
  checkTableSizeRange,
  evenTableSizes,
  fewestTablesFor,
} from "../../../domain/matching/tableSizes";

describe("table sizes", () => {
  it("with tables of 4 to 6, seats every count of 4 or more except 7, and 0", () => {
    const range = { min: 4, max: 6 };
    const seatable = Array.from({ length: 30 }, (_, n) => n).filter((n) => canSeatExactly(n, range));
    expect(seatable).toEqual([0, 4, 5, 6, ...Array.from({ length: 22 }, (_, k) => k + 8)]);
  });

  it("takes the fewest (so largest) tables, and none when the count cannot be split", () => {
    expect(fewestTablesFor(0, { min: 4, max: 6 })).toBe(0);
    expect(fewestTablesFor(13, { min: 4, max: 6 })).toBe(3);
    expect(fewestTablesFor(7, { min: 4, max: 6 })).toBe(-1);
    expect(fewestTablesFor(13, { min: 6, max: 6 })).toBe(-1);
    expect(fewestTablesFor(18, { min: 6, max: 6 })).toBe(3);
  });

  it("splits a count over tables as evenly as possible, larger first", () => {
    expect(evenTableSizes(14, 3)).toEqual([5, 5, 4]);
    expect(evenTableSizes(12, 2)).toEqual([6, 6]);
  });

  it("accepts only whole ranges with 2 ≤ min ≤ max", () => {
    expect(() => checkTableSizeRange({ min: 4, max: 6 })).not.toThrow();
    expect(() => checkTableSizeRange({ min: 6, max: 6 })).not.toThrow();
    for (const range of [
      { min: 1, max: 6 },
      { min: 5, max: 4 },
      { min: 4.5, max: 6 },
    ]) {
      expect(() => checkTableSizeRange(range)).toThrow(RangeError);
    }
  });
});
