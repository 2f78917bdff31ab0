import { hasStoredSession } from "./logInFirst";

/** Where a signed-in student lands: the screen whose code the app shell names (scripts/prerenderPlugin.ts). */
const SIGNED_IN_PATH = "/dashboard";

/**
 * On the app shell at /dashboard with a session stored, fetches the dashboard's code together with
 * the app's instead of one round trip after it. Signed out, nothing: the visitor goes to log in
 * first (logInFirst). A session that turns out to have expired costs one
 * download the visitor did not need. Kept small: it is part of every page's entry script.
 */
export function preloadSignedInCode(root: HTMLElement, path: string): void {
  if (path !== SIGNED_IN_PATH || !hasStoredSession()) return;
  for (const file of root.dataset.signedInCode?.split(" ") ?? []) {
    if (file)
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: `/${file}` }));
  }
}
