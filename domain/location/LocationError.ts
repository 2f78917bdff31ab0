/** Why the device position or its city could not be found (spec §8, geolocation). */
export type LocationFailure = "unsupported" | "denied" | "unavailable" | "timeout" | "unknown" | "city-lookup-failed";

export class LocationError extends Error {
  override readonly name = "LocationError";
  constructor(
    readonly reason: LocationFailure,
    options?: ErrorOptions,
  ) {
    super(`Location failed: ${reason}`, options);
  }
}
