import { describe, expect, it, vi } from "vitest";
import { ManualVisibility } from "../../../../adapters/local/ManualVisibility";
import type { Geocoder } from "../../../../domain/location/ports/Geocoder";
import type { ProfileStore } from "../../../../domain/profile/ports/ProfileStore";
import type { Identity } from "../../../../domain/session/ports/Identity";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import {
  createSignOutRelay,
  download,
  lazyAppVisibility,
  lazyIdentity,
  loadOnce,
  loadOnFirstCall,
  subscribeOnceLoaded,
} from "../../../../src/app/composition/loadOnFirstCall";
import { createLocalBackend } from "../../../support/localBackend";
import { StubIdentity } from "../../../support/stubIdentity";

describe("adapters loaded on first use", () => {
  it("loads nothing until a method is called, then once", async () => {
    const load = vi.fn(async (): Promise<Geocoder> => ({ cityAt: async () => "Ann Arbor" }));
    const geocoder = loadOnFirstCall(load);
    expect(load).not.toHaveBeenCalled();
    expect(await geocoder.cityAt({ latitude: 1, longitude: 2 })).toBe("Ann Arbor");
    await geocoder.cityAt({ latitude: 1, longitude: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands every call on with its arguments, to the adapter as `this`, and passes the answer back", async () => {
    const { profileStore } = createLocalBackend();
    const lazy = loadOnFirstCall(async (): Promise<ProfileStore> => profileStore);
    await lazy.merge("uid-ana", { major: "History" });
    expect(await lazy.read("uid-ana")).toEqual({ major: "History" });
  });

  it("answers its own members without loading, and is never taken for a promise", async () => {
    const load = vi.fn(
      async (): Promise<Geocoder & { near(): string }> => ({
        cityAt: async () => "Ann Arbor",
        near: () => "the adapter's",
      }),
    );
    const standIn = loadOnFirstCall(load, { near: () => "the stand-in's" });
    expect(standIn.near()).toBe("the stand-in's");
    expect(await standIn).toBe(standIn);
    expect(load).not.toHaveBeenCalled();
    expect(standIn.cityAt).toBe(standIn.cityAt);
  });

  it("tries the load again after it failed (offline for a moment)", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("ok");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    await expect(once()).resolves.toBe("ok");
    await expect(once()).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports code that could not be downloaded as the service being out of reach", async () => {
    const failed = download(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await expect(failed).rejects.toBeInstanceOf(ServiceUnreachableError);
    await expect(download(async () => ({ loaded: true }))).resolves.toEqual({ loaded: true });
  });

  it("passes identity calls and answers through to the loaded identity", async () => {
    const { identity } = createLocalBackend();
    const lazy = lazyIdentity(async () => identity);
    const account = await lazy.createAccount("ana@state.edu", "correct horse");
    expect(await lazy.reloadCurrentUser()).toEqual(account);
  });

  it("takes provider sign-out listeners before loading, and tells them once loaded, until they unsubscribe", async () => {
    const providerSignOuts: (() => void)[] = [];
    const identity = createLocalBackend().identity;
    const loaded: Identity = {
      createAccount: (email, password) => identity.createAccount(email, password),
      sendVerificationEmail: (returnUrl) => identity.sendVerificationEmail(returnUrl),
      signIn: (email, password) => identity.signIn(email, password),
      signOut: () => identity.signOut(),
      reloadCurrentUser: async () => null,
      currentAccount: async () => null,
      onSignedOutByProvider: (listener) => {
        providerSignOuts.push(listener);
        return () => {};
      },
    };
    const load = vi.fn(async () => loaded);
    const lazy = lazyIdentity(load);
    const early = vi.fn();
    const unsubscribeEarly = lazy.onSignedOutByProvider(early);
    expect(load).not.toHaveBeenCalled();
    await lazy.reloadCurrentUser();
    await lazy.signOut();
    const late = vi.fn();
    lazy.onSignedOutByProvider(late);
    expect(providerSignOuts).toHaveLength(1);

    for (const signOut of providerSignOuts) signOut();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
    unsubscribeEarly();
    for (const signOut of providerSignOuts) signOut();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledTimes(2);
  });

  it("relays provider sign-outs from the moment the backend loads, whichever port loaded it", async () => {
    const providerSignOuts: (() => void)[] = [];
    const loadedIdentity = new StubIdentity();
    vi.spyOn(loadedIdentity, "onSignedOutByProvider").mockImplementation((listener) => {
      providerSignOuts.push(listener);
      return () => {};
    });
    const relay = createSignOutRelay();
    // The backend as the composition root loads it: once, for every port, attaching the relay.
    const backend = loadOnce(async () => {
      relay.attach(loadedIdentity);
      return { identity: loadedIdentity, mealSchedule: { list: async () => [] } };
    });
    const lazy = lazyIdentity(async () => (await backend()).identity, relay);
    const mealSchedule = loadOnFirstCall(async () => (await backend()).mealSchedule);
    const listener = vi.fn();
    lazy.onSignedOutByProvider(listener);

    // After a reload the dashboard's meal times load the backend; no identity call has been made.
    await mealSchedule.list();
    for (const signOut of providerSignOuts) signOut();
    expect(listener).toHaveBeenCalledOnce();
    // A later identity call does not attach a second relay.
    await lazy.reloadCurrentUser();
    expect(providerSignOuts).toHaveLength(1);
  });

  it("starts a subscription on a use case loaded on first use once it has loaded, and not after an early unsubscribe", async () => {
    const stop = vi.fn();
    const subscribe = vi.fn(() => stop);
    const loaded = loadOnce(async () => ({ watch: subscribe }));
    const unsubscribe = subscribeOnceLoaded(loaded, (flow) => flow.watch());
    expect(subscribe).not.toHaveBeenCalled();
    await loaded();
    expect(subscribe).toHaveBeenCalledOnce();
    unsubscribe();
    expect(stop).toHaveBeenCalledOnce();

    const early = subscribeOnceLoaded(
      loadOnce(async () => ({ watch: subscribe })),
      (flow) => flow.watch(),
    );
    early();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(subscribe).toHaveBeenCalledOnce();
  });

  it("answers the page's visibility from its adapter once loaded, and counts the page active until then", async () => {
    const adapter = new ManualVisibility(false);
    let finishLoading: () => void = () => {};
    const visibility = lazyAppVisibility(
      () => new Promise<ManualVisibility>((resolve) => (finishLoading = () => resolve(adapter))),
    );
    const listener = vi.fn();
    visibility.onChange(listener);
    expect(visibility.isActive()).toBe(true);
    finishLoading();
    await vi.waitFor(() => expect(visibility.isActive()).toBe(false));
    adapter.setActive(true);
    expect(listener).toHaveBeenCalledOnce();
  });
});
