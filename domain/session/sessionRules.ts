import { DAY_MS, SECOND_MS } from "../shared/time";

/** Key of the signed-in session in the browser's storage ("a product auth key", spec §3). */
export const SESSION_STORAGE_KEY = "strangers.auth";
export const SESSION_LIFETIME_MS = 7 * DAY_MS;
export const SESSION_RECHECK_INTERVAL_MS = 60 * SECOND_MS;
