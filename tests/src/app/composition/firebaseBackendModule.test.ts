import { Container } from "inversify";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FirebaseSettings } from "../../../../adapters/firebase/firebaseConfig";
import { defaultProfile, newProfileOf } from "../../../../domain/profile/UserProfile";
import moduleSource from "../../../../src/app/composition/firebaseBackendModule.ts?raw";

/*
 * The Firebase backend's factory (the module that imports the SDK) is replaced by a stand-in that
 * records being loaded. Each test starts from a fresh module registry, as a page that has
 * downloaded nothing yet.
 */

const SETTINGS: FirebaseSettings = {
  webConfig: { apiKey: "key", authDomain: "demo.firebaseapp.com", projectId: "demo-strangers", appId: "app" },
  emulators: null,
};

let loads: unknown[];
let lifecycleLoads: number;
let calls: unknown[][];
let providerSignOuts: (() => void)[];

/** Records a call and answers with a description of it, to check the answer is passed back. */
function record(method: string, ...args: unknown[]) {
  calls.push([method, ...args]);
  return `${method} answered`;
}

function mockFirebaseBackend(): void {
  vi.doMock("../../../../adapters/firebase/firebaseBackend", () => ({
    createFirebaseBackend: (settings: unknown) => {
      loads.push(settings);
      return {
        identity: {
          createAccount: async (...args: unknown[]) => record("createAccount", ...args),
          sendVerificationEmail: async (...args: unknown[]) => record("sendVerificationEmail", ...args),
          signIn: async (...args: unknown[]) => record("signIn", ...args),
          reloadCurrentUser: async () => record("reloadCurrentUser"),
          currentAccount: async () => record("currentAccount"),
          signOut: async () => record("signOut"),
          onSignedOutByProvider: (listener: () => void) => {
            providerSignOuts.push(listener);
            return () => {};
          },
        },
        profileStore: {
          read: async (...args: unknown[]) => record("read", ...args),
          create: async (...args: unknown[]) => record("create", ...args),
          merge: async (...args: unknown[]) => record("merge", ...args),
          markActive: async (...args: unknown[]) => record("markActive", ...args),
        },
        loadLifecycleStores: async () => {
          lifecycleLoads += 1;
          return { mealSchedule: { read: async () => record("read schedule") } };
        },
      };
    },
  }));
}

/** The module under test, imported afresh, and its ports. */
async function bindFirebase() {
  const { firebaseBackendModule } = await import("../../../../src/app/composition/firebaseBackendModule");
  const { PORTS, resolve } = await import("../../../../src/app/composition/tokens");
  const container = new Container();
  container.load(firebaseBackendModule(SETTINGS));
  return {
    identity: resolve(container, PORTS.identity),
    profileStore: resolve(container, PORTS.profileStore),
    mealSchedule: resolve(container, PORTS.mealSchedule),
    hasMailbox: container.isBound(PORTS.mailbox),
  };
}

beforeEach(() => {
  loads = [];
  lifecycleLoads = 0;
  calls = [];
  providerSignOuts = [];
  vi.resetModules();
  mockFirebaseBackend();
});

describe("the Firebase backend in the composition root", () => {
  it("has no static import of the Firebase adapters or the SDK (types aside)", () => {
    const valueImports = moduleSource.match(/^import (?!type ).*$/gm) ?? [];
    expect(valueImports.join("\n")).not.toMatch(/firebase/);
  });

  it("downloads nothing when bound, nor when a sign-out listener is registered", async () => {
    const { identity, hasMailbox } = await bindFirebase();
    identity.onSignedOutByProvider(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual([]);
    expect(hasMailbox).toBe(false);
  });

  it("loads the backend at the first call, once, for all three ports", async () => {
    const { identity, profileStore, mealSchedule } = await bindFirebase();
    await Promise.all([profileStore.read("uid-ana"), mealSchedule.read()]);
    await identity.reloadCurrentUser();
    expect(loads).toEqual([SETTINGS]);
  });

  it("loads the meals' lifecycle stores only when a signed-in screen asks for them, not for log-in or the profile", async () => {
    const { identity, profileStore, mealSchedule } = await bindFirebase();
    await identity.signIn("ana@state.edu", "correct horse");
    await profileStore.read("uid-ana");
    expect(lifecycleLoads).toBe(0);
    await mealSchedule.read();
    expect(lifecycleLoads).toBe(1);
  });

  it("hands every call on with its arguments and passes the answer back", async () => {
    const { identity, profileStore, mealSchedule } = await bindFirebase();
    const answers = [
      await identity.createAccount("ana@state.edu", "correct horse"),
      await identity.sendVerificationEmail("http://localhost:4173/"),
      await identity.signIn("ana@state.edu", "correct horse"),
      await identity.reloadCurrentUser(),
      await identity.currentAccount(),
      await identity.signOut(),
      await profileStore.read("uid-ana"),
      await profileStore.create("uid-ana", newProfileOf(defaultProfile("ana@state.edu", 0))),
      await profileStore.merge("uid-ana", { major: "History" }),
      await profileStore.markActive("uid-ana"),
      await mealSchedule.read(),
    ];
    expect(calls).toEqual([
      ["createAccount", "ana@state.edu", "correct horse"],
      ["sendVerificationEmail", "http://localhost:4173/"],
      ["signIn", "ana@state.edu", "correct horse"],
      ["reloadCurrentUser"],
      ["currentAccount"],
      ["signOut"],
      ["read", "uid-ana"],
      ["create", "uid-ana", newProfileOf(defaultProfile("ana@state.edu", 0))],
      ["merge", "uid-ana", { major: "History" }],
      ["markActive", "uid-ana"],
      ["read schedule"],
    ]);
    expect(answers).toEqual(calls.map(([method]) => `${method} answered`));
  });

  it("tells sign-out listeners registered before the download", async () => {
    const { identity } = await bindFirebase();
    const listener = vi.fn();
    identity.onSignedOutByProvider(listener);
    await identity.reloadCurrentUser();
    for (const signOut of providerSignOuts) signOut();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("tells sign-out listeners once the SDK has loaded for another port, before any identity call", async () => {
    const { identity, mealSchedule } = await bindFirebase();
    const listener = vi.fn();
    identity.onSignedOutByProvider(listener);
    await mealSchedule.read();
    expect(providerSignOuts).toHaveLength(1);
    for (const signOut of providerSignOuts) signOut();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("fails with ServiceUnreachableError when the SDK cannot be downloaded, and tries again at the next call", async () => {
    vi.doMock("../../../../adapters/firebase/firebaseBackend", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { identity } = await bindFirebase();
    // The class as the freshly imported modules see it (the registry was reset).
    const { ServiceUnreachableError } = await import("../../../../domain/shared/serviceErrors");
    await expect(identity.signIn("ana@state.edu", "correct horse")).rejects.toBeInstanceOf(ServiceUnreachableError);
    expect(loads).toEqual([]);

    vi.resetModules();
    mockFirebaseBackend(); // back online
    expect(await identity.signIn("ana@state.edu", "correct horse")).toBe("signIn answered");
    expect(loads).toHaveLength(1);
  });
});
