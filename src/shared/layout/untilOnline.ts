/**
 * `load()`, tried again once the connection is back if it failed offline (a page's or the footer's
 * code). A pre-rendered page whose code cannot download meanwhile stays as it was served (React keeps
 * the server's HTML while the page suspends), with what was typed, instead of turning into the error
 * screen. Online, a failure is the caller's, as before.
 */
export function untilOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise((online) => addEventListener("online", online, { once: true })).then(() => untilOnline(load));
  });
}
