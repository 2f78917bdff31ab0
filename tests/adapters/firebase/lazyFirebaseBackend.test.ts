import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FirebaseSettings } from "../../../adapters/firebase/firebaseConfig";
import lazyBackendSource from "../../../adapters/firebase/lazyFirebaseBackend.ts?raw";

/*
 * The SDK-using modules are replaced by stand-ins that record being loaded. Each test
 * starts from a fresh module registry, as a page that has downloaded nothing yet.
 */

const SETTINGS: FirebaseSettings = {
  webConfig: { apiKey: "key", authDomain: "demo.firebaseapp.com", projectId: "demo-strangers", appId: "app" },
  emulators: null,
};

let loadedModules: string[];
let startedApps: unknown[];
let calls: unknown[][];
let providerSignOuts: (() => void)[];

/** Records a call and answers with a description of it, to check the answer is passed back. */
function record(method: string, service: unknown, ...args: unknown[]) {
  calls.push([method, service, ...args]);
  return `${method} answered`;
}

function mockFirebaseApp(): void {
  vi.doMock("../../adapters/firebase/firebaseApp", () => {
    loadedModules.push("firebaseApp");
    return {
      startFirebase: (settings: unknown) => {
        startedApps.push(settings);
        return { app: "app", auth: "auth", firestore: "firestore" };
      },
    };
  });
}

function mockSdkModules(): void {
  mockFirebaseApp();
  vi.doMock("../../adapters/firebase/FirebaseIdentity", () => {
    loadedModules.push("FirebaseIdentity");
    return {
      FirebaseIdentity: class {
        constructor(readonly auth: unknown) {}
        createAccount = async (...args: unknown[]) => record("createAccount", this.auth, ...args);
        sendVerificationEmail = async (...args: unknown[]) => record("sendVerificationEmail", this.auth, ...args);
        signIn = async (...args: unknown[]) => record("signIn", this.auth, ...args);
        reloadCurrentUser = async () => record("reloadCurrentUser", this.auth);
        signOut = async () => record("signOut", this.auth);
        onSignedOutByProvider = (listener: () => void) => {
          providerSignOuts.push(listener);
          return () => {};
        };
      },
    };
  });
  vi.doMock("../../adapters/firebase/FirestoreProfileStore", () => {
    loadedModules.push("FirestoreProfileStore");
    return {
      FirestoreProfileStore: class {
        constructor(readonly firestore: unknown) {}
        read = async (...args: unknown[]) => record("read", this.firestore, ...args);
        merge = async (...args: unknown[]) => record("merge", this.firestore, ...args);
      },
    };
  });
  vi.doMock("../../adapters/firebase/FirestoreMealSchedule", () => {
    loadedModules.push("FirestoreMealSchedule");
    return {
      FirestoreMealSchedule: class {
        constructor(readonly firestore: unknown) {}
        list = async () => record("list", this.firestore);
      },
    };
  });
}

/** The module under test, imported afresh: were it to import an SDK module statically, that would show now. */
async function createBackend(settings = SETTINGS) {
  const { createLazyFirebaseBackend } = await import("../../../adapters/firebase/lazyFirebaseBackend");
  return createLazyFirebaseBackend(settings);
}

beforeEach(() => {
  loadedModules = [];
  startedApps = [];
  calls = [];
  providerSignOuts = [];
  vi.resetModules();
  mockSdkModules();
});

describe("createLazyFirebaseBackend", () => {
  it("downloads no SDK module when created, nor when a sign-out listener is registered", async () => {
    const { identity } = await createBackend();
    identity.onSignedOutByProvider(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadedModules).toEqual([]);
  });

  it("has no static import of Firebase nor of the SDK-using modules (types aside)", () => {
    const valueImports = lazyBackendSource.match(/^import (?!type ).*$/gm) ?? [];
    expect(valueImports.join("\n")).not.toMatch(/firebase\/|\.\/(firebaseApp|FirebaseIdentity|Firestore)/);
  });

  it("loads the SDK modules at the first call and starts one app for all three ports", async () => {
    const backend = await createBackend();
    await Promise.all([backend.profileStore.read("uid-ana"), backend.mealSchedule.list()]);
    await backend.identity.reloadCurrentUser();
    expect(loadedModules.toSorted()).toEqual(
      ["FirebaseIdentity", "FirestoreMealSchedule", "FirestoreProfileStore", "firebaseApp"].toSorted(),
    );
    expect(startedApps).toEqual([SETTINGS]);
    expect(calls.map(([method, service]) => [method, service])).toEqual([
      ["read", "firestore"],
      ["list", "firestore"],
      ["reloadCurrentUser", "auth"],
    ]);
  });

  it("hands every call on with its arguments and passes the answer back", async () => {
    const { identity, profileStore, mealSchedule } = await createBackend();
    const answers = [
      await identity.createAccount("ana@state.edu", "correct horse"),
      await identity.sendVerificationEmail("http://localhost:4173/"),
      await identity.signIn("ana@state.edu", "correct horse"),
      await identity.reloadCurrentUser(),
      await identity.signOut(),
      await profileStore.read("uid-ana"),
      await profileStore.merge("uid-ana", { major: "History" }),
      await mealSchedule.list(),
    ];
    expect(calls.map(([method, _service, ...args]) => [method, ...args])).toEqual([
      ["createAccount", "ana@state.edu", "correct horse"],
      ["sendVerificationEmail", "http://localhost:4173/"],
      ["signIn", "ana@state.edu", "correct horse"],
      ["reloadCurrentUser"],
      ["signOut"],
      ["read", "uid-ana"],
      ["merge", "uid-ana", { major: "History" }],
      ["list"],
    ]);
    expect(answers).toEqual(calls.map(([method]) => `${method} answered`));
  });

  it("tells sign-out listeners registered before and after the download, until they unsubscribe", async () => {
    const { identity } = await createBackend();
    const early = vi.fn();
    const unsubscribeEarly = identity.onSignedOutByProvider(early);
    await identity.reloadCurrentUser();
    const late = vi.fn();
    identity.onSignedOutByProvider(late);

    for (const signOut of providerSignOuts) signOut();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();

    unsubscribeEarly();
    for (const signOut of providerSignOuts) signOut();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledTimes(2);
  });

  it("fails with ServiceUnreachableError when the SDK cannot be downloaded, and tries again at the next call", async () => {
    vi.doMock("../../adapters/firebase/firebaseApp", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { identity } = await createBackend();
    // The class as the freshly imported module sees it (the registry was reset).
    const { ServiceUnreachableError } = await import("../../../domain/errors");
    await expect(identity.signIn("ana@state.edu", "correct horse")).rejects.toBeInstanceOf(ServiceUnreachableError);
    expect(startedApps).toEqual([]);

    mockFirebaseApp(); // back online
    expect(await identity.signIn("ana@state.edu", "correct horse")).toBe("signIn answered");
    expect(startedApps).toHaveLength(1);
  });
});
