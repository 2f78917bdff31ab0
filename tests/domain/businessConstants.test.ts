import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, VERIFICATION_POLL_INTERVAL_MS } from "../../domain/account/accountRules";
import { MINIMUM_AGE_YEARS, SCHOOL_EMAIL_SUFFIX } from "../../domain/account/schoolEmail";
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from "../../domain/location/locationRules";
import { COUNTDOWN_REFRESH_INTERVAL_MS } from "../../domain/schedule/mealRules";
import { SESSION_LIFETIME_MS, SESSION_RECHECK_INTERVAL_MS } from "../../domain/session/sessionRules";
import {
  LOCATION_SHARED_BEFORE_MEETUP_MINUTES,
  REPORT_REVIEW_MAX_HOURS,
  REPORT_REVIEW_MIN_HOURS,
  TERMS_CHANGE_NOTICE_DAYS,
} from "../../domain/shared/policyPromises";

// The spec's §9 table, written out again so that a changed constant is noticed.
describe("business constants (spec §9)", () => {
  it.each([
    ["PASSWORD_MIN_LENGTH", PASSWORD_MIN_LENGTH, 8],
    ["SCHOOL_EMAIL_SUFFIX", SCHOOL_EMAIL_SUFFIX, ".edu"],
    ["MINIMUM_AGE_YEARS", MINIMUM_AGE_YEARS, 18],
    ["SESSION_LIFETIME_MS", SESSION_LIFETIME_MS, 7 * 24 * 60 * 60 * 1000],
    ["SESSION_RECHECK_INTERVAL_MS", SESSION_RECHECK_INTERVAL_MS, 60_000],
    ["VERIFICATION_POLL_INTERVAL_MS", VERIFICATION_POLL_INTERVAL_MS, 2000],
    ["COUNTDOWN_REFRESH_INTERVAL_MS", COUNTDOWN_REFRESH_INTERVAL_MS, 60_000],
    ["GEOLOCATION_TIMEOUT_MS", GEOLOCATION_TIMEOUT_MS, 10_000],
    ["GEOLOCATION_MAX_AGE_MS", GEOLOCATION_MAX_AGE_MS, 300_000],
    ["LOCATION_SHARED_BEFORE_MEETUP_MINUTES", LOCATION_SHARED_BEFORE_MEETUP_MINUTES, 15],
    ["REPORT_REVIEW_MIN_HOURS", REPORT_REVIEW_MIN_HOURS, 24],
    ["REPORT_REVIEW_MAX_HOURS", REPORT_REVIEW_MAX_HOURS, 48],
    ["TERMS_CHANGE_NOTICE_DAYS", TERMS_CHANGE_NOTICE_DAYS, 30],
  ] as const)("%s is %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
