/**
 * What the terms, the privacy policy and the safety guidelines promise (spec §1, §9). Their
 * texts read these constants, so a change of policy is one edit.
 */
export const REPORT_REVIEW_MIN_HOURS = 24;
export const REPORT_REVIEW_MAX_HOURS = 48;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
/** A match sees the other's approximate location from this long before a confirmed meetup. */
export const LOCATION_SHARED_BEFORE_MEETUP_MINUTES = 15;
/** …until this long after it starts, when the shared position is deleted. */
export const LOCATION_SHARED_UNTIL_AFTER_START_MINUTES = 30;
/**
 * A message from a match still unread this many minutes after it was sent brings an email saying
 * who wrote (never what)…
 */
export const UNREAD_MESSAGE_EMAIL_AFTER_MINUTES = 15;
/** …at most one such email per conversation in this many hours. */
export const UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS = 1;
/**
 * A report (not a block) filed by or about a student who deleted their account is kept this long
 * afterwards, with the reason, then removed: for the trust and safety team to finish its review and
 * for legal claims. The privacy policy states it.
 */
export const KEPT_REPORT_RETENTION_DAYS = 365;
/**
 * A deleted account that was suspended, or that others had blocked, reported or said "not again"
 * about, leaves a hold under a key of its address (never the address itself): the suspension's end
 * and those exclusions, kept this long after the deletion (or until the suspension ends, if later),
 * so that nobody escapes a suspension or a block by leaving. The privacy policy states it.
 */
export const ACCOUNT_HOLD_DAYS = KEPT_REPORT_RETENTION_DAYS;
/** The team's daily email lists the open reports older than this. */
export const REPORT_SUMMARY_AFTER_HOURS = 24;
/** The longest suspension the team gives at once. */
export const SUSPENSION_MAX_DAYS = 90;
/** Deleting an account needs its password typed again: the server takes a sign-in at most this old. */
export const RECENT_SIGN_IN_MAX_AGE_MINUTES = 5;
