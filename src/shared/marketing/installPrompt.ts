import { useSyncExternalStore } from "react";

/** What Chromium-based browsers hand a page that can be installed (not in the DOM's types yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's offer to install the app, for "Download Now" to make (src/app/startApp.tsx
 * listens from the start). Where the browser makes no offer, nothing changes.
 */
export function listenForInstallOffer(target: Window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    // The page asks from its own button rather than the browser's banner.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener("appinstalled", () => {
    offered = null;
    notify();
  });
}

/** Asks the browser to install the app; an offer is good for one prompt. */
function install(): void {
  const offer = offered;
  offered = null;
  notify();
  void offer?.prompt().catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `install` while the browser offers to install the app, else null (always null in pre-rendered HTML). */
export function useInstallOffer(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => (offered === null ? null : install),
    () => null,
  );
}
