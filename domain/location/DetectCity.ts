import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { LocationError, type LocationFailure } from "./LocationError";
import type { Geocoder } from "./ports/Geocoder";
import type { Locator } from "./ports/Locator";

/**
 * Spec §3 Location state. Once loaded, either `city` names the place, or `error`
 * says why it is unknown; both null means the place has no name (shown as a
 * generic "your area").
 */
export interface LocationState {
  readonly city: string | null;
  readonly loading: boolean;
  readonly error: LocationFailure | null;
}

/** Before the first answer. */
export const LOCATION_LOADING: LocationState = { city: null, loading: true, error: null };

/**
 * Detect city (spec §4 Location): asked once per page load, on the first
 * subscription, and shared by every screen that shows it.
 */
export class DetectCity {
  readonly #locator: Locator;
  readonly #geocoder: Geocoder;
  readonly #logger: Logger;
  readonly #listeners = new Set<() => void>();
  #state: LocationState = LOCATION_LOADING;
  #started = false;

  constructor(locator: Locator, geocoder: Geocoder, logger: Logger) {
    this.#locator = locator;
    this.#geocoder = geocoder;
    this.#logger = logger;
  }

  current(): LocationState {
    return this.#state;
  }

  subscribe(listener: () => void): Unsubscribe {
    this.#listeners.add(listener);
    if (!this.#started) {
      this.#started = true;
      void this.#detect();
    }
    return () => this.#listeners.delete(listener);
  }

  async #detect(): Promise<void> {
    try {
      const position = await this.#locator.locate();
      const city = await this.#geocoder.cityAt(position);
      this.#set({ city, loading: false, error: null });
    } catch (error) {
      const reason = error instanceof LocationError ? error.reason : "unknown";
      if (reason === "city-lookup-failed") this.#logger.warn("Reverse geocoding failed", error);
      this.#set({ city: null, loading: false, error: reason });
    }
  }

  #set(state: LocationState): void {
    this.#state = state;
    for (const listener of [...this.#listeners]) listener();
  }
}
