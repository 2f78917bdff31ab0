import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError, type LocationFailure } from "../../domain/location/LocationError";
import type { Locator } from "../../domain/location/ports/Locator";

/** A locator that answers what it was told: a position, or a failure. */
export class FakeLocator implements Locator {
  readonly #answer: Coordinates | LocationFailure;

  constructor(answer: Coordinates | LocationFailure = { latitude: 42.3601, longitude: -71.0589 }) {
    this.#answer = answer;
  }

  async locate(): Promise<Coordinates> {
    if (typeof this.#answer === "string") throw new LocationError(this.#answer);
    return this.#answer;
  }
}
