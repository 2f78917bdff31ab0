import { describe, expect, it } from "vitest";
import * as constants from "../../domain/constants";

// The spec's §9 table, written out again so that a changed constant is noticed.
describe("business constants (spec §9)", () => {
  it.each([
    ["PASSWORD_MIN_LENGTH", 8],
    ["SCHOOL_EMAIL_SUFFIX", ".edu"],
    ["MINIMUM_AGE_YEARS", 18],
    ["SESSION_LIFETIME_MS", 7 * 24 * 60 * 60 * 1000],
    ["SESSION_RECHECK_INTERVAL_MS", 60_000],
    ["VERIFICATION_POLL_INTERVAL_MS", 2000],
    ["COUNTDOWN_REFRESH_INTERVAL_MS", 60_000],
    ["SPLASH_IMAGE_COUNT", 19],
    ["SPLASH_DELAY_AFTER_SUCCESS_MS", 2000],
    ["SPLASH_DELAY_AFTER_FAILURE_MS", 3000],
    ["INTRO_CELL_COUNT", 9],
    ["INTRO_COUNT_TARGET", 208],
    ["INTRO_COUNT_DURATION_MS", 3000],
    ["INTRO_PHOTO_CYCLE_DURATION_MS", 3000],
    ["INTRO_PHOTO_INTERVAL_MS", 300],
    ["INTRO_CELL_STAGGER_MS", 75],
    ["INTRO_PHOTO_COUNT", 10],
    ["INTRO_COLLAPSE_DELAY_MS", 2000],
    ["INTRO_PANEL_RISE_MS", 1400],
    ["HERO_WORD_REPETITIONS", 4],
    ["BANNER_MAX_WORDS", 6],
    ["GEOLOCATION_TIMEOUT_MS", 10_000],
    ["GEOLOCATION_MAX_AGE_MS", 300_000],
    ["LOCATION_SHARED_BEFORE_MEETUP_MINUTES", 15],
    ["REPORT_REVIEW_MIN_HOURS", 24],
    ["REPORT_REVIEW_MAX_HOURS", 48],
    ["TERMS_CHANGE_NOTICE_DAYS", 30],
    ["MOBILE_BREAKPOINT_PX", 768],
    ["WIDE_BREAKPOINT_PX", 900],
  ] as const)("%s is %s", (name, value) => {
    expect(constants[name]).toBe(value);
  });
});
