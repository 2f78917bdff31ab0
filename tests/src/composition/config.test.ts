import { describe, expect, it } from "vitest";
import { PUBLIC_NOMINATIM_URL, readConfig } from "../../../src/composition/config";

describe("configuration", () => {
  it("defaults to the local backend, the public Nominatim service and no App Store link", () => {
    expect(readConfig({})).toEqual({
      backend: "local",
      geocoder: "nominatim",
      nominatimUrl: PUBLIC_NOMINATIM_URL,
      appStoreUrl: null,
    });
  });

  it("reads every variable", () => {
    expect(
      readConfig({
        VITE_BACKEND: "firebase",
        VITE_GEOCODER: "off",
        VITE_NOMINATIM_URL: "http://127.0.0.1:8088",
        VITE_APP_STORE_URL: "https://apps.apple.com/app/id1",
      }),
    ).toEqual({
      backend: "firebase",
      geocoder: "off",
      nominatimUrl: "http://127.0.0.1:8088",
      appStoreUrl: "https://apps.apple.com/app/id1",
    });
  });

  it("refuses an unknown backend rather than guessing", () => {
    expect(() => readConfig({ VITE_BACKEND: "mongo" })).toThrow(
      'VITE_BACKEND must be one of local, firebase; it is "mongo"',
    );
  });
});
