import type { EpochMillis } from "../shared/EpochMillis";
import type { QueuedReport, ReviewedReport } from "./Review";
import { REPORT_REVIEW_DUE_MS } from "./reviewRules";

/** When a report's review is due: REPORT_REVIEW_MAX_HOURS after it arrived (or was filed, where nothing stamped its arrival). */
export const reviewDueAt = (report: ReviewedReport): EpochMillis =>
  (report.receivedAt ?? report.createdAt) + REPORT_REVIEW_DUE_MS;

/**
 * The team's queue: the open reports (blocks and "not again" need no review), oldest first, so the
 * overdue ones come first, each with the time its review is promised by.
 */
export function reviewQueue(reports: readonly ReviewedReport[], now: EpochMillis): QueuedReport[] {
  return reports
    .filter((report) => report.kind === "report" && report.review === null)
    .map((report) => ({
      id: report.id,
      reason: report.reason,
      school: report.school,
      filedAt: report.receivedAt ?? report.createdAt,
      dueAt: reviewDueAt(report),
      overdue: now >= reviewDueAt(report),
    }))
    .sort((a, b) => a.filedAt - b.filedAt || a.id.localeCompare(b.id));
}
