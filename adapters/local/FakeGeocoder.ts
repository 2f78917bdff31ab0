import type { Coordinates } from "../../domain/entities/Coordinates";
import { LocationError } from "../../domain/errors";
import type { Geocoder } from "../../domain/ports/Geocoder";

/** A geocoder that names every position the same place, or fails when given no place. */
export class FakeGeocoder implements Geocoder {
  readonly #place: string | null;

  constructor(place: string | null = "Boston") {
    this.#place = place;
  }

  async cityAt(_position: Coordinates): Promise<string> {
    if (this.#place === null) throw new LocationError("city-lookup-failed");
    return this.#place;
  }
}
