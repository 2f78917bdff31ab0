import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../domain/session/sessionStorageKey";
import { preloadSignedInCode } from "../../../src/app/preloadSignedInCode";

function shellRoot(files: string): HTMLElement {
  const root = document.createElement("div");
  root.dataset.signedInCode = files;
  return root;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  localStorage.clear();
});

describe("the app shell's signed-in code (preloadSignedInCode)", () => {
  it("preloads the dashboard's code at /dashboard when a session is stored", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    preloadSignedInCode(shellRoot("assets/DashboardPage-a.js assets/useMyMeals-b.js"), "/dashboard");
    expect(preloads()).toEqual(["/assets/DashboardPage-a.js", "/assets/useMyMeals-b.js"]);
  });

  it("preloads nothing for a signed-out visitor, on another path, or when the shell names nothing", () => {
    preloadSignedInCode(shellRoot("assets/DashboardPage-a.js"), "/dashboard");
    localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    preloadSignedInCode(shellRoot("assets/DashboardPage-a.js"), "/profile");
    preloadSignedInCode(shellRoot(""), "/dashboard");
    preloadSignedInCode(document.createElement("div"), "/dashboard");
    expect(preloads()).toEqual([]);
  });

  it("preloads nothing when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    preloadSignedInCode(shellRoot("assets/DashboardPage-a.js"), "/dashboard");
    expect(preloads()).toEqual([]);
  });
});
