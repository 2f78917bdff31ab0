import { describe, expect, it, vi } from "vitest";
import { BrowserLocator } from "../../../../adapters/browser/BrowserLocator";
import { LocalStorageSessionStorage } from "../../../../adapters/browser/LocalStorageSessionStorage";
import { SystemClock } from "../../../../adapters/browser/SystemClock";
import { FakeGeocoder } from "../../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../../adapters/local/FakeLocator";
import type { Identity } from "../../../../domain/ports/Identity";
import type { Locator } from "../../../../domain/ports/Locator";
import type { Mailbox } from "../../../../domain/ports/Mailbox";
import type { MealSchedule } from "../../../../domain/ports/MealSchedule";
import type { Session } from "../../../../domain/session/Session";
import { readConfig } from "../../../../src/app/composition/config";
import { createContainer } from "../../../../src/app/composition/createContainer";
import { PORTS, USE_CASES } from "../../../../src/app/composition/tokens";
import { aSessionUser } from "../../../support/sessionUsers";

describe("composition root", () => {
  it("binds the local backend, the browser and Nominatim by default, and builds every use case", async () => {
    const container = createContainer(readConfig({}), window);
    expect(container.get(PORTS.clock)).toBeInstanceOf(SystemClock);
    expect(container.get(PORTS.sessionStorage)).toBeInstanceOf(LocalStorageSessionStorage);
    expect(container.get(PORTS.locator)).toBeInstanceOf(BrowserLocator);
    for (const token of Object.values(USE_CASES)) expect(container.get(token)).toBeDefined();
    // The local backend answers (from IndexedDB) once its code has loaded, mailbox included.
    const identity = container.get<Identity>(PORTS.identity);
    await identity.createAccount(`ana${Date.now()}@state.edu`, "correct horse");
    await identity.sendVerificationEmail("http://localhost/");
    expect((await container.get<Mailbox>(PORTS.mailbox).list()).length).toBeGreaterThan(0);
    expect(await container.get<MealSchedule>(PORTS.mealSchedule).list()).toHaveLength(6);
  });

  it("gives one instance of each use case to every screen", () => {
    const container = createContainer(readConfig({}), window);
    expect(container.get(USE_CASES.session)).toBe(container.get(USE_CASES.session));
    expect(container.get(USE_CASES.detectCity)).toBe(container.get(USE_CASES.detectCity));
  });

  it("binds the Firebase adapters, and no mailbox, for VITE_BACKEND=firebase", () => {
    const container = createContainer(
      readConfig({ VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" }),
      window,
    );
    expect(container.isBound(PORTS.mailbox)).toBe(false);
    for (const token of Object.values(USE_CASES)) expect(container.get(token)).toBeDefined();
  });

  it("ends the session when the identity provider signs the user out by itself", () => {
    const container = createContainer(readConfig({}), window);
    const identity = container.get<Identity>(PORTS.identity);
    let signOutByProvider = () => {};
    vi.spyOn(identity, "onSignedOutByProvider").mockImplementation((listener) => {
      signOutByProvider = listener;
      return () => {};
    });
    const session = container.get<Session>(USE_CASES.session);
    session.start(aSessionUser());
    signOutByProvider();
    expect(session.current()).toBeNull();
  });

  it("uses the fakes for VITE_GEOCODER=fake and asks nothing for off", async () => {
    const fake = createContainer(readConfig({ VITE_GEOCODER: "fake" }), window);
    expect(fake.get(PORTS.locator)).toBeInstanceOf(FakeLocator);
    expect(fake.get(PORTS.geocoder)).toBeInstanceOf(FakeGeocoder);
    const off = createContainer(readConfig({ VITE_GEOCODER: "off" }), window);
    await expect(off.get<Locator>(PORTS.locator).locate()).rejects.toMatchObject({ reason: "unavailable" });
  });
});
