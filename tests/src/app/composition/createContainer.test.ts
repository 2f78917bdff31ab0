import { afterEach, describe, expect, it, vi } from "vitest";
import { AdjustableClock } from "../../../../adapters/browser/AdjustableClock";
import { BrowserLocator } from "../../../../adapters/browser/BrowserLocator";
import { LocalStorageSessionStorage } from "../../../../adapters/browser/LocalStorageSessionStorage";
import { SystemClock } from "../../../../adapters/browser/SystemClock";
import { FakeGeocoder } from "../../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../../adapters/local/FakeLocator";
import { MemorySessionStorage } from "../../../../adapters/local/MemorySessionStorage";
import type { Identity } from "../../../../domain/session/ports/Identity";
import { readConfig } from "../../../../src/app/composition/config";
import { createContainer } from "../../../../src/app/composition/createContainer";
import { resolve as get, PORTS, USE_CASES } from "../../../../src/app/composition/tokens";
import { createLocalBackend } from "../../../support/localBackend";
import { aSessionUser } from "../../../support/sessionUsers";

afterEach(() => {
  vi.unstubAllEnvs();
});

type AppContainer = ReturnType<typeof createContainer>;

/** Every use case the container can build. */
function boundUseCases(container: AppContainer) {
  return Object.values(USE_CASES).filter((token) => container.isBound(token));
}

describe("composition root", () => {
  it("binds the local backend, the browser and Nominatim by default, and builds every use case", async () => {
    const container = createContainer({ config: readConfig({}), window });
    // A local build's clock is the developer tools' one: the real time, moved forward on request.
    expect(get(container, PORTS.clock)).toBeInstanceOf(AdjustableClock);
    expect(get(container, PORTS.clockControl)).toBe(get(container, PORTS.clock));
    // The device's own time stays the real one: a skip moves the app's clock, not the data file's date.
    expect(get(container, PORTS.wallClock)).toBeInstanceOf(SystemClock);
    expect(get(container, PORTS.sessionStorage)).toBeInstanceOf(LocalStorageSessionStorage);
    expect(get(container, PORTS.locator)).toBeInstanceOf(BrowserLocator);
    expect(boundUseCases(container)).toEqual(Object.values(USE_CASES));
    for (const token of Object.values(USE_CASES)) expect(container.get(token)).toBeDefined();
    // The local backend answers (from IndexedDB) once its code has loaded, mailbox included.
    const identity = get(container, PORTS.identity);
    await identity.createAccount(`ana${Date.now()}@state.edu`, "correct horse");
    await identity.sendVerificationEmail("http://localhost/");
    expect((await get(container, USE_CASES.readMailbox).list()).length).toBeGreaterThan(0);
    expect((await get(container, PORTS.mealSchedule).read()).dated).toHaveLength(6);
  });

  it("gives one instance of each use case to every screen", () => {
    const container = createContainer({ config: readConfig({}), window });
    expect(get(container, USE_CASES.session)).toBe(get(container, USE_CASES.session));
    expect(get(container, USE_CASES.detectCity)).toBe(get(container, USE_CASES.detectCity));
  });

  it("binds the Firebase adapters, and no mailbox, in a build for VITE_BACKEND=firebase", () => {
    vi.stubEnv("VITE_BACKEND", "firebase");
    vi.stubEnv("VITE_FIREBASE_EMULATORS", "false");
    for (const name of ["API_KEY", "AUTH_DOMAIN", "PROJECT_ID", "APP_ID"]) vi.stubEnv(`VITE_FIREBASE_${name}`, "set");
    const container = createContainer({ config: readConfig(import.meta.env), window });
    expect(container.isBound(PORTS.mailbox)).toBe(false);
    expect(container.isBound(USE_CASES.readMailbox)).toBe(false);
    expect(container.isBound(PORTS.clockControl)).toBe(false);
    expect(get(container, PORTS.clock)).toBeInstanceOf(SystemClock);
    for (const token of boundUseCases(container)) expect(container.get(token)).toBeDefined();
  });

  it("on the Firebase emulators, binds their mailbox (for /dev/mailbox), and still no developer tools", () => {
    vi.stubEnv("VITE_BACKEND", "firebase");
    vi.stubEnv("VITE_FIREBASE_EMULATORS", "true");
    const container = createContainer({ config: readConfig(import.meta.env), window });
    expect(container.isBound(PORTS.mailbox)).toBe(true);
    expect(get(container, USE_CASES.readMailbox)).toBeDefined();
    expect(container.isBound(PORTS.clockControl)).toBe(false);
    expect(container.isBound(USE_CASES.addDemoStudents)).toBe(false);
  });

  it("builds the pre-renderer's container without a browser: nobody signed in, no position", async () => {
    const container = createContainer({ config: readConfig({}), window: null });
    expect(get(container, PORTS.sessionStorage)).toBeInstanceOf(MemorySessionStorage);
    expect(get(container, USE_CASES.session).current()).toBeNull();
    await expect(get(container, PORTS.locator).locate()).rejects.toMatchObject({ reason: "unavailable" });
  });

  it("binds a test's adapters in place of the configured ones", () => {
    const backend = createLocalBackend();
    const container = createContainer({ config: readConfig({}), window, overrides: backend });
    expect(get(container, PORTS.clock)).toBe(backend.clock);
    expect(get(container, PORTS.wallClock)).toBe(backend.wallClock);
    expect(get(container, PORTS.identity)).toBe(backend.identity);
    expect(get(container, PORTS.sessionStorage)).toBe(backend.sessionStorage);
    expect(container.isBound(PORTS.clock)).toBe(true);
  });

  it("ends the session when the identity provider signs the user out by itself", () => {
    const backend = createLocalBackend();
    let signOutByProvider = () => {};
    vi.spyOn(backend.identity as Identity, "onSignedOutByProvider").mockImplementation((listener) => {
      signOutByProvider = listener;
      return () => {};
    });
    const container = createContainer({ config: readConfig({}), window, overrides: backend });
    const session = get(container, USE_CASES.session);
    session.start(aSessionUser());
    signOutByProvider();
    expect(session.current()).toBeNull();
  });

  it("uses the fakes for VITE_GEOCODER=fake and asks nothing for off", async () => {
    const fake = createContainer({ config: readConfig({ VITE_GEOCODER: "fake" }), window });
    expect(get(fake, PORTS.locator)).toBeInstanceOf(FakeLocator);
    expect(get(fake, PORTS.geocoder)).toBeInstanceOf(FakeGeocoder);
    const off = createContainer({ config: readConfig({ VITE_GEOCODER: "off" }), window });
    await expect(get(off, PORTS.locator).locate()).rejects.toMatchObject({ reason: "unavailable" });
  });

  it("asks the browser for the position and names no city with VITE_LOCATOR=browser and VITE_GEOCODER=off (the emulator build)", async () => {
    const emulatorBuild = createContainer({
      config: readConfig({ VITE_GEOCODER: "off", VITE_LOCATOR: "browser" }),
      window,
    });
    expect(get(emulatorBuild, PORTS.locator)).toBeInstanceOf(BrowserLocator);
    await expect(
      get(emulatorBuild, PORTS.geocoder).cityAt({ latitude: 42.36, longitude: -71.06 }),
    ).rejects.toMatchObject({ reason: "city-lookup-failed" });
  });
});
