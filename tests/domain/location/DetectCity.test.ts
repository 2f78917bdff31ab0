import { describe, expect, it, vi } from "vitest";
import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { DetectCity } from "../../../domain/location/DetectCity";
import type { LocationFailure } from "../../../domain/location/LocationError";
import { RecordingLogger } from "../../support/localBackend";

describe("DetectCity (spec §4 Location)", () => {
  it("is loading, then has the city", async () => {
    const detect = new DetectCity(new FakeLocator(), new FakeGeocoder("Ann Arbor"), new RecordingLogger());
    expect(detect.current()).toEqual({ city: null, loading: true, error: null });
    detect.subscribe(() => {});
    await vi.waitFor(() => expect(detect.current()).toEqual({ city: "Ann Arbor", loading: false, error: null }));
  });

  it.each<LocationFailure>(["unsupported", "denied", "unavailable", "timeout", "unknown"])(
    "reports a %s geolocation failure",
    async (reason) => {
      const detect = new DetectCity(new FakeLocator(reason), new FakeGeocoder(), new RecordingLogger());
      detect.subscribe(() => {});
      await vi.waitFor(() => expect(detect.current()).toEqual({ city: null, loading: false, error: reason }));
    },
  );

  it("reports and logs a failed city lookup", async () => {
    const logger = new RecordingLogger();
    const detect = new DetectCity(new FakeLocator(), new FakeGeocoder({ fails: true }), logger);
    detect.subscribe(() => {});
    await vi.waitFor(() => expect(detect.current().error).toBe("city-lookup-failed"));
    expect(logger.warnings).toHaveLength(1);
  });

  it("has neither city nor error for a place without a name", async () => {
    const detect = new DetectCity(new FakeLocator(), new FakeGeocoder({ unnamed: true }), new RecordingLogger());
    detect.subscribe(() => {});
    await vi.waitFor(() => expect(detect.current()).toEqual({ city: null, loading: false, error: null }));
  });

  it("asks once, however many screens subscribe", async () => {
    const locator = new FakeLocator();
    const locate = vi.spyOn(locator, "locate");
    const detect = new DetectCity(locator, new FakeGeocoder(), new RecordingLogger());
    const hero = vi.fn();
    const dashboard = vi.fn();
    detect.subscribe(hero);
    detect.subscribe(dashboard);
    await vi.waitFor(() => expect(detect.current().loading).toBe(false));
    detect.subscribe(() => {});
    expect(locate).toHaveBeenCalledTimes(1);
    expect(hero).toHaveBeenCalledTimes(1);
    expect(dashboard).toHaveBeenCalledTimes(1);
  });
});
