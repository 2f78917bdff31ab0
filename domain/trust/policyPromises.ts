/**
 * What the terms, the privacy policy and the safety guidelines promise (spec §1, §9). Their
 * texts read these constants, so a change of policy is one edit.
 */
export const REPORT_REVIEW_MIN_HOURS = 24;
export const REPORT_REVIEW_MAX_HOURS = 48;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
/** A match sees the other's approximate location from this long before a confirmed meetup. */
export const LOCATION_SHARED_BEFORE_MEETUP_MINUTES = 15;
