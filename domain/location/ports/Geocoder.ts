import type { Coordinates } from "../Coordinates";

/** Turns coordinates into a place name. Fails with `LocationError("city-lookup-failed")`. */
export interface Geocoder {
  /** The city, else town, village or county; null when the place has none of them. */
  cityAt(position: Coordinates): Promise<string | null>;
}
