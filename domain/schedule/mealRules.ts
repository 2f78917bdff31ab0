import { MINUTE_MS, SECOND_MS } from "../shared/time";

/** How often the countdown to the next meal time is computed again (spec §4, §9). */
export const COUNTDOWN_REFRESH_INTERVAL_MS = 60_000;

/** A schedule that failed to load is asked again after this long, then twice as long each time... */
export const SCHEDULE_RETRY_FIRST_DELAY_MS = 2 * SECOND_MS;
/** ...but never less often than this. */
export const SCHEDULE_RETRY_MAX_DELAY_MS = MINUTE_MS;
