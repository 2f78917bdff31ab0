import { REPORT_REVIEW_MAX_HOURS, REPORT_SUMMARY_AFTER_HOURS } from "../shared/policyPromises";
import { HOUR_MS } from "../shared/time";

/** A report is due for review this long after it arrived (the terms' promise). */
export const REPORT_REVIEW_DUE_MS = REPORT_REVIEW_MAX_HOURS * HOUR_MS;
/** The daily summary lists the open reports at least this old. */
export const REPORT_SUMMARY_AFTER_MS = REPORT_SUMMARY_AFTER_HOURS * HOUR_MS;
/** The most a reviewer's note (why they acted) may hold. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;
