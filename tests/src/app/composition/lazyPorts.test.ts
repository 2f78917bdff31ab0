import { describe, expect, it, vi } from "vitest";
import type { Identity } from "../../../../domain/ports/Identity";
import { lazyGeocoder, lazyIdentity, loadOnce } from "../../../../src/app/composition/lazyPorts";
import { createLocalBackend } from "../../../support/localBackend";

describe("ports loaded on first use", () => {
  it("loads nothing until a method is called, then once", async () => {
    const load = vi.fn(async () => ({ cityAt: async () => "Ann Arbor" }));
    const geocoder = lazyGeocoder(load);
    expect(load).not.toHaveBeenCalled();
    expect(await geocoder.cityAt({ latitude: 1, longitude: 2 })).toBe("Ann Arbor");
    await geocoder.cityAt({ latitude: 1, longitude: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed (offline for a moment)", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("ok");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    await expect(once()).resolves.toBe("ok");
    await expect(once()).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("passes calls and answers through to the loaded identity", async () => {
    const { identity } = createLocalBackend();
    const lazy = lazyIdentity(async () => identity);
    const account = await lazy.createAccount("ana@state.edu", "correct horse");
    expect(await lazy.reloadCurrentUser()).toEqual(account);
  });

  it("takes provider sign-out listeners before loading, and calls them once loaded", async () => {
    let signOut = () => {};
    const identity = createLocalBackend().identity;
    const loaded: Identity = {
      createAccount: (email, password) => identity.createAccount(email, password),
      sendVerificationEmail: (returnUrl) => identity.sendVerificationEmail(returnUrl),
      signIn: (email, password) => identity.signIn(email, password),
      signOut: () => identity.signOut(),
      reloadCurrentUser: async () => null,
      onSignedOutByProvider: (listener) => {
        signOut = listener;
        return () => {};
      },
    };
    const load = vi.fn(async () => loaded);
    const lazy = lazyIdentity(load);
    const listener = vi.fn();
    lazy.onSignedOutByProvider(listener);
    expect(load).not.toHaveBeenCalled();
    await lazy.reloadCurrentUser();
    signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
