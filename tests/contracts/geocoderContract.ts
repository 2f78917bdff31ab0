import { describe, expect, it } from "vitest";
import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError } from "../../domain/location/LocationError";
import type { Geocoder } from "../../domain/location/ports/Geocoder";

/** What the place looked up is like: it has a name, it has none, or it cannot be looked up at all. */
export type GeocoderScenario = "named" | "unnamed" | "failing";

export interface GeocoderHarness {
  readonly geocoder: Geocoder;
  /** The name the geocoder must give in the "named" scenario. */
  readonly expectedName?: string;
}

/** Where the contract asks about; harnesses that care (a stub server) may ignore it. */
export const CONTRACT_POSITION: Coordinates = { latitude: 42.3601, longitude: -71.0589 };

/** What every Geocoder adapter must do; run once per adapter with its own harness. */
export function describeGeocoderContract(
  adapterName: string,
  setUp: (scenario: GeocoderScenario) => Promise<GeocoderHarness>,
): void {
  describe(`Geocoder contract: ${adapterName}`, () => {
    it("names a known place", async () => {
      const { geocoder, expectedName } = await setUp("named");
      expect(expectedName).toEqual(expect.stringMatching(/\S/));
      expect(await geocoder.cityAt(CONTRACT_POSITION)).toBe(expectedName);
    });

    it("names the same place the same way when asked again", async () => {
      const { geocoder, expectedName } = await setUp("named");
      await geocoder.cityAt(CONTRACT_POSITION);
      expect(await geocoder.cityAt(CONTRACT_POSITION)).toBe(expectedName);
    });

    it("answers null for a place with no city, town, village or county", async () => {
      const { geocoder } = await setUp("unnamed");
      expect(await geocoder.cityAt(CONTRACT_POSITION)).toBeNull();
    });

    it("fails with LocationError('city-lookup-failed') when the place cannot be looked up", async () => {
      const { geocoder } = await setUp("failing");
      const failure = await geocoder.cityAt(CONTRACT_POSITION).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(LocationError);
      expect(failure).toMatchObject({ reason: "city-lookup-failed" });
    });
  });
}
