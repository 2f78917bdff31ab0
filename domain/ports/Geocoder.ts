import type { Coordinates } from "../entities/Coordinates";

/** Turns coordinates into a place name. Fails with `CityLookupError`. */
export interface Geocoder {
  /** The city, else town, village or county; a generic area name when none is known. */
  cityAt(position: Coordinates): Promise<string>;
}
