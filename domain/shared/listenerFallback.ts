import { MINUTE_MS, SECOND_MS } from "./time";

/** After a listener fails, the first look by polling comes this soon... */
export const FALLBACK_POLL_FIRST_DELAY_MS = 15 * SECOND_MS;
/** ...each next one twice as late, never later than this (an open screen's reads an hour stay bounded). */
export const FALLBACK_POLL_MAX_DELAY_MS = 10 * MINUTE_MS;

/**
 * How long until the next poll when `failedPolls` polls have run since the listener last worked:
 * 15 s, 30 s, 1 min, 2 min, … up to the cap. A listener that works again ends the polling.
 */
export function fallbackPollDelay(failedPolls: number): number {
  const doublings = Math.max(0, Math.floor(failedPolls));
  // Past 2^20 the cap has long been reached; stopping there keeps the power finite.
  return Math.min(FALLBACK_POLL_MAX_DELAY_MS, FALLBACK_POLL_FIRST_DELAY_MS * 2 ** Math.min(doublings, 20));
}
