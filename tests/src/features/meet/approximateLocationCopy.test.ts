import { describe, expect, it } from "vitest";
import { approximateLocationCopy } from "../../../../src/features/meet/approximateLocationCopy";

describe("the approximate location's distance in words", () => {
  it("says metres under a kilometre and kilometres from one on", () => {
    expect(approximateLocationCopy.whereabouts("Ana", { metres: 150, direction: "north-east" })).toBe(
      "Ana: about 150 m away, north-east",
    );
    expect(approximateLocationCopy.whereabouts("Ana", { metres: 950, direction: "south" })).toBe(
      "Ana: about 950 m away, south",
    );
    expect(approximateLocationCopy.whereabouts("Ana", { metres: 1_000, direction: "east" })).toBe(
      "Ana: about 1 km away, east",
    );
    expect(approximateLocationCopy.whereabouts("Ana", { metres: 2_650, direction: "west" })).toBe(
      "Ana: about 2.7 km away, west",
    );
  });
});
