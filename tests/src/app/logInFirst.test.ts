import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../domain/session/sessionStorageKey";
import { logInFirst, SIGNED_IN_PATHS } from "../../../src/app/logInFirst";
import { returnPathOf } from "../../../src/shared/session/RequireSession";

// The document's own move to the pre-rendered log-in page is checked in a browser (e2e/log-in-first.spec.ts);
// here, what it decides and what it leaves for the log-in page (jsdom says "Not implemented: navigation
// to another Document" for each reload it is asked for). That every path of SIGNED_IN_PATHS is a
// screen the app itself guards: tests/src/shared/session/RequireSession.test.tsx.

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("the app shell sends a signed-out visitor to log in first (logInFirst)", () => {
  it.each(SIGNED_IN_PATHS)("at %s with no session: to /login, remembering where they were going", (path) => {
    history.replaceState(null, "", `${path}?tab=meals#next`);
    expect(logInFirst(path)).toBe(true);
    expect(location.pathname).toBe("/login");
    // React Router's state, `usr`, as RequireSession leaves it: the log-in page leads back there.
    expect(returnPathOf((history.state as { usr: unknown }).usr)).toBe(`${path}?tab=meals#next`);
  });

  it("stays when a session is stored, or on a page anyone may open", () => {
    history.replaceState(null, "", "/about");
    expect(logInFirst("/about")).toBe(false);
    expect(logInFirst("/team/reports")).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    history.replaceState(null, "", "/dashboard");
    expect(logInFirst("/dashboard")).toBe(false);
    expect(location.pathname).toBe("/dashboard");
  });

  it("sends the visitor to log in when the browser refuses storage (nobody can be remembered)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    history.replaceState(null, "", "/profile");
    expect(logInFirst("/profile")).toBe(true);
  });
});
