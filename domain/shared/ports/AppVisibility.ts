import type { Unsubscribe } from "./Unsubscribe";

/**
 * Whether anyone can see the app and it can reach the network: background work (the verification
 * polling) pauses while the page is hidden or the device offline, and resumes when both are back.
 */
export interface AppVisibility {
  /** True while the page is visible and the device online. */
  isActive(): boolean;
  /** Called each time `isActive()` changes. */
  onChange(listener: () => void): Unsubscribe;
}
