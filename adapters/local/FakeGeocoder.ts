import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError } from "../../domain/location/LocationError";
import type { Geocoder } from "../../domain/location/ports/Geocoder";

/** What the fake answers for every position: a place name, no name at all, or a failed lookup. */
export type FakePlace = string | { readonly unnamed: true } | { readonly fails: true };

/** A geocoder that gives every position the same answer, without any network. */
export class FakeGeocoder implements Geocoder {
  readonly #place: FakePlace;

  constructor(place: FakePlace = "Boston") {
    this.#place = place;
  }

  async cityAt(_position: Coordinates): Promise<string | null> {
    if (typeof this.#place === "string") return this.#place;
    if ("fails" in this.#place) throw new LocationError("city-lookup-failed");
    return null;
  }
}
