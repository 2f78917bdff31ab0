import { COARSE_STEPS_PER_DEGREE } from "./approximateLocationRules";
import type { Coordinates } from "./Coordinates";

/**
 * A position as it is shared: whole steps of 1/1000 of a degree (about 100 m), never finer. Whole
 * numbers, so that the server can check that nothing finer was sent.
 */
export interface CoarsePosition {
  readonly latitudeSteps: number;
  readonly longitudeSteps: number;
}

/** The device's position, rounded to the shared grid. */
export function coarsen(position: Coordinates): CoarsePosition {
  return {
    latitudeSteps: Math.round(position.latitude * COARSE_STEPS_PER_DEGREE),
    longitudeSteps: Math.round(position.longitude * COARSE_STEPS_PER_DEGREE),
  };
}

/** A grid step's position, as coordinates. */
export function coordinatesOf(position: CoarsePosition): Coordinates {
  return {
    latitude: position.latitudeSteps / COARSE_STEPS_PER_DEGREE,
    longitude: position.longitudeSteps / COARSE_STEPS_PER_DEGREE,
  };
}

/** A position the grid can hold: whole steps, on the globe. */
export function isCoarsePosition(position: CoarsePosition): boolean {
  const { latitudeSteps, longitudeSteps } = position;
  return (
    Number.isInteger(latitudeSteps) &&
    Number.isInteger(longitudeSteps) &&
    Math.abs(latitudeSteps) <= 90 * COARSE_STEPS_PER_DEGREE &&
    Math.abs(longitudeSteps) <= 180 * COARSE_STEPS_PER_DEGREE
  );
}

export const samePosition = (a: CoarsePosition, b: CoarsePosition): boolean =>
  a.latitudeSteps === b.latitudeSteps && a.longitudeSteps === b.longitudeSteps;
