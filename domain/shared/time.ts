import type { EpochMillis } from "./EpochMillis";

/** Units of time in milliseconds, the unit of every duration in the domain. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** The whole hours from one time to a later one (none when it is not later). */
export function wholeHoursBetween(from: EpochMillis, to: EpochMillis): number {
  return Math.max(0, Math.floor((to - from) / HOUR_MS));
}
