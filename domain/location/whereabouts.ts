import { COMPASS_POINT_COUNT, DISTANCE_STEP_M } from "./approximateLocationRules";
import type { Coordinates } from "./Coordinates";

/** The directions a distance is given in, clockwise from north. */
export const COMPASS_POINTS = [
  "north",
  "north-east",
  "east",
  "south-east",
  "south",
  "south-west",
  "west",
  "north-west",
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** How far and which way someone is: "about 150 m away, north-east". Never a map, never coordinates. */
export interface Whereabouts {
  /** Rounded to DISTANCE_STEP_M; 0 means closer than half a step. */
  readonly metres: number;
  readonly direction: CompassPoint;
}

const EARTH_RADIUS_M = 6_371_000;
const DEGREES_IN_A_TURN = 360;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in metres (haversine). */
export function distanceInMetres(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The initial bearing from `from` to `to`, in degrees clockwise from north (0 to 360). */
export function bearingInDegrees(from: Coordinates, to: Coordinates): number {
  const phi1 = radians(from.latitude);
  const phi2 = radians(to.latitude);
  const dLambda = radians(to.longitude - from.longitude);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return ((Math.atan2(y, x) * 180) / Math.PI + DEGREES_IN_A_TURN) % DEGREES_IN_A_TURN;
}

/** Where `to` is from `from`, as the colour screen says it: to the nearest 50 m, one of 8 directions. */
export function whereaboutsOf(from: Coordinates, to: Coordinates): Whereabouts {
  const metres = Math.round(distanceInMetres(from, to) / DISTANCE_STEP_M) * DISTANCE_STEP_M;
  const sectorDegrees = DEGREES_IN_A_TURN / COMPASS_POINT_COUNT;
  const sector = Math.round(bearingInDegrees(from, to) / sectorDegrees) % COMPASS_POINT_COUNT;
  return { metres, direction: COMPASS_POINTS[sector] ?? "north" };
}
