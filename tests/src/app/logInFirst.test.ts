import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../domain/session/sessionStorageKey";
import { LOG_IN_PAGE_TEMPLATE_ID, logInFirst, SIGNED_IN_PATHS } from "../../../src/app/logInFirst";
import { returnPathOf } from "../../../src/shared/session/RequireSession";

// What the app shell's entry decides and draws; that the drawn page paints at once, in one document,
// and is hydrated without a mismatch is checked in a browser (e2e/log-in-first.spec.ts). That every
// path of SIGNED_IN_PATHS is a screen the app itself guards: tests/src/shared/session/RequireSession.test.tsx.

const SHELL_TITLE = "Strangers · Meet students from your school over a meal";

let root: HTMLElement;

/** The app shell as scripts/prerenderPlugin.ts writes it: an empty #root and the log-in page's template. */
beforeEach(() => {
  document.head.innerHTML = `<title>${SHELL_TITLE}</title>`;
  document.body.innerHTML =
    `<div id="root"></div><template id="${LOG_IN_PAGE_TEMPLATE_ID}"><title>Log in · Strangers</title>` +
    `<meta name="description" content="Log in."/><main id="main"><h1>Log in to get matched</h1></main></template>`;
  root = document.getElementById("root") as HTMLElement;
});

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the app shell draws the log-in page for a signed-out visitor (logInFirst)", () => {
  it.each(SIGNED_IN_PATHS)("at %s with no session: /login, remembering where they were going", (path) => {
    history.replaceState(null, "", `${path}?tab=meals#next`);
    logInFirst(root, path);
    expect(location.pathname).toBe("/login");
    // React Router's state, `usr`, as RequireSession leaves it: the log-in page leads back there.
    expect(returnPathOf((history.state as { usr: unknown }).usr)).toBe(`${path}?tab=meals#next`);
    // Drawn as the pre-rendered page it is, which main.tsx then brings to life as such.
    expect(root.dataset.prerendered).toBe("/login");
    expect(root.querySelector("h1")?.textContent).toBe("Log in to get matched");
    // Its title and description in the head, in place of the shell's title, as in login.html.
    expect(document.title).toBe("Log in · Strangers");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Log in.");
    expect(root.querySelector("title, meta")).toBeNull();
  });

  it("draws nothing when a session is stored, or on a page anyone may open", () => {
    history.replaceState(null, "", "/about");
    logInFirst(root, "/about");
    logInFirst(root, "/team/reports");
    expect(location.pathname).toBe("/about");
    localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    history.replaceState(null, "", "/dashboard");
    logInFirst(root, "/dashboard");
    expect(location.pathname).toBe("/dashboard");
    expect(root.childElementCount).toBe(0);
    expect(root.dataset.prerendered).toBeUndefined();
    expect(document.title).toBe(SHELL_TITLE);
  });

  it("draws the log-in page when the browser refuses storage (nobody can be remembered)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    history.replaceState(null, "", "/profile");
    logInFirst(root, "/profile");
    expect(root.dataset.prerendered).toBe("/login");
  });

  it("leaves a shell without the template to the app (RequireSession sends the visitor on)", () => {
    document.getElementById(LOG_IN_PAGE_TEMPLATE_ID)?.remove();
    history.replaceState(null, "", "/dashboard");
    logInFirst(root, "/dashboard");
    expect(location.pathname).toBe("/dashboard");
    expect(root.dataset.prerendered).toBeUndefined();
  });
});
