import { SECOND_MS } from "../../../domain/shared/time";

/** The splash screen (spec §2 /, §9): every illustration preloaded, then on to /home. */
export const SPLASH_IMAGE_COUNT = 19;
export const SPLASH_DELAY_AFTER_SUCCESS_MS = 2 * SECOND_MS;
export const SPLASH_DELAY_AFTER_FAILURE_MS = 3 * SECOND_MS;
