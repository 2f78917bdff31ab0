import { describe, expect, it } from "vitest";
import { locationCopy } from "../../../../src/features/dashboard/locationCopy";

describe("the approximate location's distance in words", () => {
  it("says metres under a kilometre and kilometres from one on", () => {
    expect(locationCopy.whereabouts("Ana", { metres: 150, direction: "north-east" })).toBe(
      "Ana: about 150 m away, north-east",
    );
    expect(locationCopy.whereabouts("Ana", { metres: 950, direction: "south" })).toBe("Ana: about 950 m away, south");
    expect(locationCopy.whereabouts("Ana", { metres: 1_000, direction: "east" })).toBe("Ana: about 1 km away, east");
    expect(locationCopy.whereabouts("Ana", { metres: 2_650, direction: "west" })).toBe("Ana: about 2.7 km away, west");
  });
});
