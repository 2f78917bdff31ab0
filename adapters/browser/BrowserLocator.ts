import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError, type LocationFailure } from "../../domain/location/LocationError";
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from "../../domain/location/locationRules";
import type { Locator } from "../../domain/location/ports/Locator";

/** `GeolocationPositionError` codes; spelled out because the constants are not on every global. */
const FAILURE_BY_CODE: Readonly<Record<number, LocationFailure>> = {
  1: "denied", // PERMISSION_DENIED
  2: "unavailable", // POSITION_UNAVAILABLE
  3: "timeout", // TIMEOUT
};

/** The browser's Geolocation API (spec §7): a rough, possibly cached, position. */
export class BrowserLocator implements Locator {
  readonly #geolocation: Geolocation | undefined;

  /** Pass `navigator.geolocation`, or undefined where the browser has none. */
  constructor(geolocation: Geolocation | undefined) {
    this.#geolocation = geolocation;
  }

  locate(): Promise<Coordinates> {
    const geolocation = this.#geolocation;
    if (geolocation === undefined) return Promise.reject(new LocationError("unsupported"));
    return new Promise((resolve, reject) => {
      try {
        geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          (error) => reject(new LocationError(FAILURE_BY_CODE[error.code] ?? "unknown", { cause: error })),
          { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
        );
      } catch (error) {
        reject(new LocationError("unknown", { cause: error }));
      }
    });
  }
}
