import { DAY_MS, SECOND_MS } from "../shared/time";

export const SESSION_LIFETIME_MS = 7 * DAY_MS;
export const SESSION_RECHECK_INTERVAL_MS = 60 * SECOND_MS;
