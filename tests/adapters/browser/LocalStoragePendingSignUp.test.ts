import { afterEach, describe, expect, it } from "vitest";
import { LocalStoragePendingSignUp, PENDING_SIGN_UP_KEY } from "../../../adapters/browser/LocalStoragePendingSignUp";
import { describePendingSignUpMemoryContract } from "../../contracts/pendingSignUpMemoryContract";

afterEach(() => localStorage.clear());

describePendingSignUpMemoryContract("LocalStoragePendingSignUp", () => {
  localStorage.clear();
  return { memory: new LocalStoragePendingSignUp(window), anotherTab: () => new LocalStoragePendingSignUp(window) };
});

describe("LocalStoragePendingSignUp", () => {
  it("keeps the sign-up in localStorage, which outlives the tab (sessionStorage does not)", () => {
    new LocalStoragePendingSignUp(window).remember({ email: "ana@state.edu", confirmedAdult: true });
    expect(JSON.parse(localStorage.getItem(PENDING_SIGN_UP_KEY) ?? "null")).toEqual({
      email: "ana@state.edu",
      confirmedAdult: true,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it("recalls nothing from an entry it cannot read (an older version's bare address, say)", () => {
    localStorage.setItem(PENDING_SIGN_UP_KEY, "ana@state.edu");
    expect(new LocalStoragePendingSignUp(window).recall()).toBeNull();
    localStorage.setItem(PENDING_SIGN_UP_KEY, JSON.stringify({ email: "ana@state.edu" }));
    expect(new LocalStoragePendingSignUp(window).recall()).toBeNull();
  });

  it("remembers nothing, and throws nothing, where storage is blocked", () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    } as Window;
    const memory = new LocalStoragePendingSignUp(blocked);
    expect(() => memory.remember({ email: "ana@state.edu", confirmedAdult: true })).not.toThrow();
    expect(memory.recall()).toBeNull();
    expect(() => memory.forget()).not.toThrow();
  });
});
