import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalStorageSessionStorage } from "../../../adapters/browser/LocalStorageSessionStorage";

const KEY = "strangers.auth";

describe("LocalStorageSessionStorage", () => {
  afterEach(() => localStorage.clear());

  it("reads, writes and removes its entry in localStorage", () => {
    const storage = new LocalStorageSessionStorage(window, KEY);
    expect(storage.read()).toBeNull();
    storage.write("entry");
    expect(localStorage.getItem(KEY)).toBe("entry");
    expect(storage.read()).toBe("entry");
    storage.remove();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("tells of changes another tab makes to its key, or to the whole storage", () => {
    const storage = new LocalStorageSessionStorage(window, KEY);
    const listener = vi.fn();
    const stop = storage.onChangedElsewhere(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "something.else" }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
