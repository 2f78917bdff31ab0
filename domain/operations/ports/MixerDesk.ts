import type { MixerSummary } from "../mixersOverview";

/**
 * The Mixers section's way to the system, for operators only: on Firebase the callable
 * `mixersOverview` (the claim `operator`); offline, the same domain code in this browser, for the
 * demo operator signed in.
 */
export interface MixerDesk {
  /** The mixers around now, each with its schools' events: going, waitlist, checked in, circles. */
  overview(): Promise<readonly MixerSummary[]>;
}
