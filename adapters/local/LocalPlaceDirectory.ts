import type { Place } from "../../domain/meetups/Place";
import type { PlaceDirectory } from "../../domain/meetups/ports/PlaceDirectory";
import defaultPlaces from "./places.json";

type PlaceData = Readonly<Record<string, readonly Place[] | string>>;

/** Where students meet, from `places.json` (operator data the developer edits): by school, else "*". */
export class LocalPlaceDirectory implements PlaceDirectory {
  readonly #places: PlaceData;

  constructor(places: PlaceData = defaultPlaces) {
    this.#places = places;
  }

  async placesFor(school: string): Promise<readonly Place[]> {
    const own = this.#places[school];
    const general = this.#places["*"];
    if (Array.isArray(own) && own.length > 0) return own;
    return Array.isArray(general) ? general : [];
  }
}
