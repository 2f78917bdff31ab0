import type { Place } from "../meetups/Place";

/**
 * A place as operators keep it in the console: where, where exactly to wait, how many tables it
 * seats, whether it has step-free access and takes meal-plan swipes, and whether it is retired
 * (kept, no longer given to a meal).
 */
export interface ListedPlace extends Place {
  readonly tables: number | null;
  readonly stepFree: boolean;
  readonly takesMealPlanSwipes: boolean;
  readonly retired: boolean;
}

/** The list of the places of schools without their own (Firebase `places/default`, offline "*"). */
export const DEFAULT_PLACES = "default";

/** The places a meal may be given: those not retired. */
export const placesInUse = (places: readonly ListedPlace[]): ListedPlace[] => places.filter((place) => !place.retired);
