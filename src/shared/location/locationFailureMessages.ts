import type { LocationFailure } from "../../../domain/location/LocationError";

/** Why the location is unknown (spec §8), shown as the location line's tooltip. Apart from the
 * other error messages so that the landing page does not load those. */
export const locationFailureMessages: Record<LocationFailure, string> = {
  unsupported: "Geolocation is not supported by this browser.",
  denied: "Location access denied",
  unavailable: "Location information unavailable",
  timeout: "Location request timed out",
  unknown: "An unknown error occurred",
  "city-lookup-failed": "Unable to determine your city",
};
