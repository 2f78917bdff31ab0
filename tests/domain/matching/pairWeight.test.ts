import { describe, expect, it } from "vitest";
import type { MatchCandidate } from "../../../domain/matching/matchRound";
import { idsOfPairKey, pairKey } from "../../../domain/matching/pairKey";
import {
  DIETARY_MATCH_WEIGHT,
  EXTRA_SHARED_SLOT_WEIGHT,
  MAX_PAIR_QUALITY,
  MAX_SHARED_INTERESTS_COUNTED,
  MIN_PAIR_QUALITY,
  PRIORITY_BONUS,
  pairWeight,
  SHARED_INTEREST_WEIGHT,
  SHARED_SLOT_WEIGHT,
} from "../../../domain/matching/pairWeight";

const student = (extra: Partial<MatchCandidate>): MatchCandidate => ({
  id: "x",
  school: "umich.edu",
  slots: ["s1"],
  interests: [],
  dietary: [],
  priority: false,
  ...extra,
});

describe("pairKey", () => {
  it("is the same in both orders and different for different pairs", () => {
    expect(pairKey("a", "b")).toBe(pairKey("b", "a"));
    expect(pairKey("a", "bc")).not.toBe(pairKey("ab", "c"));
    expect(pairKey('a","b', "c")).not.toBe(pairKey("a", 'b","c'));
  });

  it("gives back its two ids", () => {
    expect(idsOfPairKey(pairKey("zed", "amy"))).toEqual(["amy", "zed"]);
    expect(idsOfPairKey("amy|zed")).toBeUndefined();
    expect(idsOfPairKey('["amy"]')).toBeUndefined();
  });
});

describe("pairWeight", () => {
  it("is undefined across schools or without a shared slot", () => {
    expect(pairWeight(student({}), student({ school: "msu.edu" }))).toBeUndefined();
    expect(pairWeight(student({}), student({ slots: ["s2"] }))).toBeUndefined();
  });

  it("starts at the shared-slot weight and adds a little per extra shared slot, capped", () => {
    expect(pairWeight(student({}), student({}))).toBe(SHARED_SLOT_WEIGHT);
    const many = ["s1", "s2", "s3", "s4", "s5"];
    expect(pairWeight(student({ slots: many }), student({ slots: many }))).toBe(
      SHARED_SLOT_WEIGHT + 2 * EXTRA_SHARED_SLOT_WEIGHT,
    );
  });

  it("counts shared interests case-insensitively, up to the cap", () => {
    expect(pairWeight(student({ interests: ["Chess", " jazz"] }), student({ interests: ["chess", "JAZZ"] }))).toBe(
      SHARED_SLOT_WEIGHT + 2 * SHARED_INTEREST_WEIGHT,
    );
    const all = ["a", "b", "c", "d", "e", "f"];
    expect(pairWeight(student({ interests: all }), student({ interests: all }))).toBe(
      SHARED_SLOT_WEIGHT + MAX_SHARED_INTERESTS_COUNTED * SHARED_INTEREST_WEIGHT,
    );
  });

  it("adds the dietary weight only when both share a need", () => {
    expect(pairWeight(student({ dietary: ["Halal"] }), student({ dietary: ["halal"] }))).toBe(
      SHARED_SLOT_WEIGHT + DIETARY_MATCH_WEIGHT,
    );
    expect(pairWeight(student({ dietary: ["halal"] }), student({}))).toBe(SHARED_SLOT_WEIGHT);
  });

  it("gives priority a bonus larger than any difference of quality", () => {
    expect(PRIORITY_BONUS).toBeGreaterThan(MAX_PAIR_QUALITY - MIN_PAIR_QUALITY);
    expect(pairWeight(student({ priority: true }), student({ priority: true }))).toBe(
      SHARED_SLOT_WEIGHT + 2 * PRIORITY_BONUS,
    );
  });
});
