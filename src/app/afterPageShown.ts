/**
 * How long a pre-rendered page waits for its own content before its code is fetched anyway:
 * one stalled image must not leave the page without its script (its forms stay disabled
 * until the script runs).
 */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs `callback` once the page has loaded (its CSS, font and eager images), its first
 * content has been painted, and one more frame has gone by; or after `LONGEST_WAIT_MS`.
 * Used to fetch a pre-rendered page's code only when it can no longer compete with the page.
 */
export function afterPageShown(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    requestAnimationFrame(() => setTimeout(callback));
  };
  setTimeout(run, LONGEST_WAIT_MS);
  void Promise.all([pageLoaded(), firstContentPainted()]).then(run);
}

function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/** Where the browser reports paints; otherwise at once. */
function firstContentPainted(): Promise<void> {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
