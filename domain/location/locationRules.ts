/** How the device position is asked for (spec §7, §9): low accuracy, a time-out, a recent cached position accepted. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 300_000;
