import { describe, expect, it } from "vitest";
import { COARSE_STEPS_PER_DEGREE, DISTANCE_STEP_M } from "../../../domain/location/approximateLocationRules";
import { coarsen, coordinatesOf, isCoarsePosition } from "../../../domain/location/CoarsePosition";
import type { Coordinates } from "../../../domain/location/Coordinates";
import { bearingInDegrees, distanceInMetres, whereaboutsOf } from "../../../domain/location/whereabouts";

/** A point `metres` from `from`, `bearing` degrees clockwise from north (a flat earth is exact enough at this scale). */
function offset(from: Coordinates, metres: number, bearing: number): Coordinates {
  const radians = (bearing * Math.PI) / 180;
  const metresPerDegree = 111_195;
  return {
    latitude: from.latitude + (metres * Math.cos(radians)) / metresPerDegree,
    longitude:
      from.longitude + (metres * Math.sin(radians)) / (metresPerDegree * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

const CAMPUS: Coordinates = { latitude: 42.3601, longitude: -71.0589 };

describe("how far and which way (whereaboutsOf)", () => {
  it("says the issue's example: about 150 m away, north-east", () => {
    expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 148, 45))).toEqual({ metres: 150, direction: "north-east" });
  });

  it("rounds the distance to the nearest 50 m", () => {
    expect(DISTANCE_STEP_M).toBe(50);
    expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 124, 0)).metres).toBe(100);
    expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 126, 0)).metres).toBe(150);
    expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 20, 0)).metres).toBe(0);
    expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 1_234, 0)).metres).toBe(1_250);
  });

  it("gives one of 8 directions, each the 45° around its compass point", () => {
    const cases: [number, string][] = [
      [0, "north"],
      [22, "north"],
      [23, "north-east"],
      [90, "east"],
      [135, "south-east"],
      [180, "south"],
      [225, "south-west"],
      [270, "west"],
      [315, "north-west"],
      [338, "north"],
    ];
    for (const [bearing, direction] of cases) {
      expect(whereaboutsOf(CAMPUS, offset(CAMPUS, 300, bearing)).direction, `${bearing}°`).toBe(direction);
    }
  });

  it("measures distances and bearings on the globe (haversine, initial bearing)", () => {
    const north = { latitude: CAMPUS.latitude + 0.01, longitude: CAMPUS.longitude };
    expect(distanceInMetres(CAMPUS, north)).toBeCloseTo(1_112, 0);
    expect(bearingInDegrees(CAMPUS, north)).toBeCloseTo(0, 5);
    expect(bearingInDegrees(north, CAMPUS)).toBeCloseTo(180, 5);
    expect(distanceInMetres(CAMPUS, CAMPUS)).toBe(0);
  });
});

describe("the shared grid (CoarsePosition)", () => {
  it("rounds a position to whole steps of 1/1000 of a degree, about 100 m", () => {
    expect(COARSE_STEPS_PER_DEGREE).toBe(1000);
    expect(coarsen({ latitude: 42.36014, longitude: -71.05886 })).toEqual({
      latitudeSteps: 42_360,
      longitudeSteps: -71_059,
    });
    const moved = coordinatesOf(coarsen(CAMPUS));
    expect(distanceInMetres(CAMPUS, moved)).toBeLessThan(80);
  });

  it("holds only whole steps on the globe", () => {
    expect(isCoarsePosition({ latitudeSteps: 42_360, longitudeSteps: -71_059 })).toBe(true);
    expect(isCoarsePosition({ latitudeSteps: 42_360.5, longitudeSteps: -71_059 })).toBe(false);
    expect(isCoarsePosition({ latitudeSteps: 90_001, longitudeSteps: 0 })).toBe(false);
    expect(isCoarsePosition({ latitudeSteps: 0, longitudeSteps: -180_001 })).toBe(false);
  });
});
