import type { Place } from "../Place";

/** Where each school's students meet (operator data: dining halls, partner restaurants). */
export interface PlaceDirectory {
  /** The school's places, or a general one when the school has none of its own. */
  placesFor(school: string): Promise<readonly Place[]>;
}
