import { SESSION_STORAGE_KEY } from "../../domain/session/sessionStorageKey";

/** The screens behind RequireSession (src/app/AppRoutes.tsx): a signed-out visitor there is sent to log in. */
export const SIGNED_IN_PATHS: readonly string[] = ["/dashboard", "/profile", "/meals", "/people"];

/**
 * The app shell opened at a screen that needs a session, with none stored: opens the pre-rendered
 * log-in page at once, instead of the blank shell until the app's code has come to say so
 * (RequireSession). Where the visitor was going rides along as RequireSession passes it, `{ from }`,
 * in the history entry's state as React Router keeps it (`usr`), so that logging in leads back there.
 * True when the page is leaving.
 */
export function logInFirst(path: string): boolean {
  if (!SIGNED_IN_PATHS.includes(path) || hasStoredSession()) return false;
  history.replaceState({ usr: { from: path + location.search + location.hash } }, "", "/login");
  location.reload();
  return true;
}

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false; // storage refused: nobody is remembered
  }
}
