import { useSyncExternalStore } from "react";

/** A subscription for values that never change once read: hydration is all that can update them. */
export const nothingToWatch = () => () => {};

/**
 * False while React takes over a pre-rendered page (the server snapshot), true from then on,
 * and true at once where the page is drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
