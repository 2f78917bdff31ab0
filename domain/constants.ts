/**
 * The business constants and limits of the spec (§9), each named once.
 * Everything time-based is in milliseconds unless the name says otherwise.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const PASSWORD_MIN_LENGTH = 8;
export const SCHOOL_EMAIL_SUFFIX = ".edu";
export const MINIMUM_AGE_YEARS = 18;

/** Key of the signed-in session in the browser's storage ("a product auth key"). */
export const SESSION_STORAGE_KEY = "strangers.auth";
export const SESSION_LIFETIME_MS = 7 * DAY_MS;
export const SESSION_RECHECK_INTERVAL_MS = 60 * SECOND_MS;

export const VERIFICATION_POLL_INTERVAL_MS = 2000;
export const COUNTDOWN_REFRESH_INTERVAL_MS = 60_000;

export const SPLASH_IMAGE_COUNT = 19;
export const SPLASH_DELAY_AFTER_SUCCESS_MS = 2 * SECOND_MS;
export const SPLASH_DELAY_AFTER_FAILURE_MS = 3 * SECOND_MS;

export const INTRO_CELL_COUNT = 9;
export const INTRO_COUNT_TARGET = 208;
export const INTRO_COUNT_DURATION_MS = 3000;
export const INTRO_PHOTO_CYCLE_DURATION_MS = 3000;
export const INTRO_PHOTO_INTERVAL_MS = 300;
export const INTRO_CELL_STAGGER_MS = 75;
export const INTRO_PHOTO_COUNT = 10;
export const INTRO_COLLAPSE_DELAY_MS = 2 * SECOND_MS;
export const INTRO_PANEL_RISE_MS = 1400;

export const HERO_WORD_REPETITIONS = 4;
export const BANNER_MAX_WORDS = 6;
/** Banner words that fit 769–900px screens, and phones (768px and narrower). */
export const BANNER_NARROW_WORDS = 4;
export const BANNER_PHONE_WORDS = 3;

export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 300_000;

export const LOCATION_SHARED_BEFORE_MEETUP_MINUTES = 15;
export const REPORT_REVIEW_MIN_HOURS = 24;
export const REPORT_REVIEW_MAX_HOURS = 48;
export const TERMS_CHANGE_NOTICE_DAYS = 30;

export const MOBILE_BREAKPOINT_PX = 768;
export const WIDE_BREAKPOINT_PX = 900;
