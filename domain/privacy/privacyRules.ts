import { ACCOUNT_HOLD_DAYS, KEPT_REPORT_RETENTION_DAYS } from "../shared/policyPromises";
import { DAY_MS, MINUTE_MS, SECOND_MS } from "../shared/time";

/** How long a kept report outlives the account (the privacy policy's period). */
export const KEPT_REPORT_RETENTION_MS = KEPT_REPORT_RETENTION_DAYS * DAY_MS;

/** Written on a kept report: why it outlived the account, in the privacy policy's terms. */
export const KEPT_REPORT_REASON = `A member it names deleted their account. Reports are kept for ${KEPT_REPORT_RETENTION_DAYS} days after that, for the trust and safety team's review and for legal claims (privacy policy, "How long we keep your information"), then removed.`;

/** How long a hold outlives the account at least (the privacy policy's period). */
export const ACCOUNT_HOLD_MS = ACCOUNT_HOLD_DAYS * DAY_MS;

/** Written on a block or a "not again" kept under a hold: why it outlived the account. */
export const HELD_EXCLUSION_REASON = `The member it is about deleted their account. Blocks and "not again" about a deleted account are kept for ${ACCOUNT_HOLD_DAYS} days after that, under a key of its address, so that an account made again with that address is never matched with the people who filed them (privacy policy, "How long we keep your information"), then removed.`;

/**
 * A download or a deletion goes through every collection: it may take longer than one call to the
 * backend. The button says so for at most this long, then offers to try again.
 */
export const ACCOUNT_DATA_CALL_TIMEOUT_MS = 60 * SECOND_MS;

/**
 * "Download my data" reads every collection: at most one download per student in this many minutes
 * (issue 31), so that no client makes the system do unbounded work. Both backends keep the rule.
 */
export const DATA_EXPORT_MIN_INTERVAL_MINUTES = 5;
export const DATA_EXPORT_MIN_INTERVAL_MS = DATA_EXPORT_MIN_INTERVAL_MINUTES * MINUTE_MS;
