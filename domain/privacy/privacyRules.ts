import { KEPT_REPORT_RETENTION_DAYS } from "../shared/policyPromises";
import { DAY_MS, SECOND_MS } from "../shared/time";

/** How long a kept report outlives the account (the privacy policy's period). */
export const KEPT_REPORT_RETENTION_MS = KEPT_REPORT_RETENTION_DAYS * DAY_MS;

/** Written on a kept report: why it outlived the account, in the privacy policy's terms. */
export const KEPT_REPORT_REASON = `A member it names deleted their account. Reports are kept for ${KEPT_REPORT_RETENTION_DAYS} days after that, for the trust and safety team's review and for legal claims (privacy policy, "How long we keep your information"), then removed.`;

/**
 * A download or a deletion goes through every collection: it may take longer than one call to the
 * backend. The button says so for at most this long, then offers to try again.
 */
export const ACCOUNT_DATA_CALL_TIMEOUT_MS = 60 * SECOND_MS;
