/** How often the countdown to the next meal time is computed again (spec §4, §9). */
export const COUNTDOWN_REFRESH_INTERVAL_MS = 60_000;
