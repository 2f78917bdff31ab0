import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentVisibility } from "../../../adapters/browser/DocumentVisibility";

let visibility: DocumentVisibilityState = "visible";
let online = true;

/** jsdom's document is always visible and its navigator online: both answer what the test says. */
function simulateBrowser() {
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
}

function set(change: { visibility?: DocumentVisibilityState; online?: boolean }) {
  if (change.visibility !== undefined) {
    visibility = change.visibility;
    document.dispatchEvent(new Event("visibilitychange"));
  }
  if (change.online !== undefined) {
    online = change.online;
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  }
}

afterEach(() => {
  visibility = "visible";
  online = true;
});

describe("DocumentVisibility", () => {
  it("is active while the page is visible and the browser online", () => {
    simulateBrowser();
    const adapter = new DocumentVisibility(window);
    expect(adapter.isActive()).toBe(true);
    set({ visibility: "hidden" });
    expect(adapter.isActive()).toBe(false);
    set({ visibility: "visible", online: false });
    expect(adapter.isActive()).toBe(false);
  });

  it("tells listeners of each change, once, and stops when unsubscribed", () => {
    simulateBrowser();
    const listener = vi.fn();
    const stop = new DocumentVisibility(window).onChange(listener);
    set({ visibility: "hidden" });
    set({ online: false }); // still inactive: no news
    expect(listener).toHaveBeenCalledTimes(1);
    set({ visibility: "visible" });
    expect(listener).toHaveBeenCalledTimes(1);
    set({ online: true });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    set({ visibility: "hidden" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
