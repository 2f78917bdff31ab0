import { describe, expect, it } from "vitest";
import { PUBLIC_NOMINATIM_URL, readConfig } from "../../../../src/app/composition/config";

describe("configuration", () => {
  it("defaults to the local backend, the browser's position named by the public Nominatim service, and no App Store link", () => {
    expect(readConfig({})).toEqual({
      backend: "local",
      firebase: null,
      geocoder: "nominatim",
      locator: "browser",
      nominatimUrl: PUBLIC_NOMINATIM_URL,
      appStoreUrl: null,
      vapidPublicKey: null,
    });
  });

  it("reads every variable", () => {
    expect(
      readConfig({
        VITE_BACKEND: "firebase",
        VITE_FIREBASE_EMULATORS: "true",
        VITE_GEOCODER: "off",
        VITE_LOCATOR: "browser",
        VITE_NOMINATIM_URL: "http://127.0.0.1:8088",
        VITE_APP_STORE_URL: "https://apps.apple.com/app/id1",
      }),
    ).toMatchObject({
      backend: "firebase",
      geocoder: "off",
      locator: "browser",
      nominatimUrl: "http://127.0.0.1:8088",
      appStoreUrl: "https://apps.apple.com/app/id1",
    });
  });

  it("on the dev server (npm start), names a fixed city and position without any network, unless told otherwise", () => {
    expect(readConfig({ DEV: true })).toMatchObject({ geocoder: "fake", locator: "fake" });
    expect(readConfig({ DEV: true, VITE_GEOCODER: "nominatim" })).toMatchObject({
      geocoder: "nominatim",
      locator: "browser",
    });
    expect(readConfig({ DEV: false }).geocoder).toBe("nominatim");
  });

  it("takes the locator that goes with the geocoder unless VITE_LOCATOR says otherwise", () => {
    expect(readConfig({ VITE_GEOCODER: "nominatim" }).locator).toBe("browser");
    expect(readConfig({ VITE_GEOCODER: "fake" }).locator).toBe("fake");
    expect(readConfig({ VITE_GEOCODER: "off" }).locator).toBe("off");
    // The emulator build (package.json's build:firebase-emulators): the browser's position, no public geocoder.
    expect(readConfig({ VITE_GEOCODER: "off", VITE_LOCATOR: "browser" })).toMatchObject({
      geocoder: "off",
      locator: "browser",
    });
    expect(readConfig({ VITE_GEOCODER: "nominatim", VITE_LOCATOR: "fake" }).locator).toBe("fake");
    expect(() => readConfig({ VITE_LOCATOR: "gps" })).toThrow(
      'VITE_LOCATOR must be one of browser, fake, off; it is "gps"',
    );
  });

  it("builds the Firebase settings from the public web config", () => {
    const config = readConfig({
      VITE_BACKEND: "firebase",
      VITE_FIREBASE_API_KEY: "AIza-public",
      VITE_FIREBASE_AUTH_DOMAIN: "strangers.firebaseapp.com",
      VITE_FIREBASE_PROJECT_ID: "strangers",
      VITE_FIREBASE_APP_ID: "1:2:web:3",
    });
    expect(config.firebase).toEqual({
      webConfig: {
        apiKey: "AIza-public",
        authDomain: "strangers.firebaseapp.com",
        projectId: "strangers",
        appId: "1:2:web:3",
      },
      emulators: null,
    });
  });

  it("points Firebase at the local emulators, with a demo project, when asked", () => {
    const config = readConfig({ VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" });
    expect(config.firebase?.webConfig.projectId).toBe("demo-strangers");
    expect(config.firebase?.emulators).toEqual({
      authUrl: "http://127.0.0.1:9099",
      firestoreHost: "127.0.0.1",
      firestorePort: 8080,
      functionsUrl: "http://127.0.0.1:5001",
    });
  });

  it("says which Firebase value is missing for a real project", () => {
    expect(() => readConfig({ VITE_BACKEND: "firebase" })).toThrow(
      "VITE_FIREBASE_PROJECT_ID is needed with VITE_BACKEND=firebase",
    );
  });

  it("refuses an unknown backend rather than guessing", () => {
    expect(() => readConfig({ VITE_BACKEND: "mongo" })).toThrow(
      'VITE_BACKEND must be one of local, firebase; it is "mongo"',
    );
  });
});
