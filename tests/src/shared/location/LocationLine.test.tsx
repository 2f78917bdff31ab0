import { describe, expect, it } from "vitest";
import { locationLineText } from "../../../../src/shared/location/LocationLine";

describe("location line (spec §2)", () => {
  it("reads 'Detecting your location...' while loading", () => {
    expect(locationLineText({ city: null, loading: true, error: null })).toBe("Detecting your location...");
  });

  it("names the detected city", () => {
    expect(locationLineText({ city: "Ann Arbor", loading: false, error: null })).toBe("Ann Arbor");
  });

  it("reads 'Your area' for a place with no city, town, village or county", () => {
    expect(locationLineText({ city: null, loading: false, error: null })).toBe("Your area");
  });

  it.each(["unsupported", "denied", "unavailable", "timeout", "unknown", "city-lookup-failed"] as const)(
    "falls back to 'Connect with students near you' on a %s failure",
    (error) => {
      expect(locationLineText({ city: null, loading: false, error })).toBe("Connect with students near you");
    },
  );
});
