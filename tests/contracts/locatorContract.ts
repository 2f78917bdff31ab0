import { describe, expect, it } from "vitest";
import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError, type LocationFailure } from "../../domain/location/LocationError";
import type { Locator } from "../../domain/location/ports/Locator";

/** The ways finding the device can fail; a failed city lookup is the geocoder's. */
export type LocatorFailure = Exclude<LocationFailure, "city-lookup-failed">;

const LOCATOR_FAILURES: readonly LocatorFailure[] = ["unsupported", "denied", "unavailable", "timeout", "unknown"];

/** Builds the adapter on a device that is at `answer`, or that fails to tell for that reason. */
export type LocatorSetUp = (answer: Coordinates | LocatorFailure) => Promise<Locator>;

/** What every Locator adapter must do; run once per adapter. */
export function describeLocatorContract(adapterName: string, setUp: LocatorSetUp): void {
  describe(`Locator contract: ${adapterName}`, () => {
    it("resolves the device's coordinates", async () => {
      const here = { latitude: 51.5072, longitude: -0.1276 };
      const locator = await setUp(here);
      expect(await locator.locate()).toEqual(here);
    });

    it.each(LOCATOR_FAILURES)(
      "rejects with LocationError('%s') when that is why the device cannot tell",
      async (reason) => {
        const locator = await setUp(reason);
        const failure = await locator.locate().then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(LocationError);
        expect(failure).toMatchObject({ reason });
      },
    );
  });
}
