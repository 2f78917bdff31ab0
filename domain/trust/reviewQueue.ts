import { normalizeEmail } from "../account/schoolEmail";
import type { EpochMillis } from "../shared/EpochMillis";
import type { QueuedReport, ReviewedReport, Reviewer } from "./Review";
import { REPORT_REVIEW_DUE_MS } from "./reviewRules";

/** When a report's review is due: REPORT_REVIEW_MAX_HOURS after it arrived (or was filed, where nothing stamped its arrival). */
export const reviewDueAt = (report: ReviewedReport): EpochMillis =>
  (report.receivedAt ?? report.createdAt) + REPORT_REVIEW_DUE_MS;

/**
 * Whether the report is the reviewer's own case: they filed it or it is about them, by uid, or by
 * address where the members' addresses are known (`emailOf`: a member's address, null once gone),
 * so that a team member with a student's account apart is still recognised. Another reviewer takes it.
 */
export function isOwnCase(
  report: Pick<ReviewedReport, "reporterUid" | "reportedUid">,
  reviewer: Reviewer,
  emailOf: (uid: string) => string | null = () => null,
): boolean {
  const members = [report.reporterUid, report.reportedUid];
  if (members.includes(reviewer.uid)) return true;
  const address = normalizeEmail(reviewer.email);
  return address !== "" && members.some((uid) => normalizeEmail(emailOf(uid) ?? "") === address);
}

/**
 * The team's queue: the open reports (blocks and "not again" need no review), oldest first, so the
 * overdue ones come first, each with the time its review is promised by. As a `reviewer` sees it,
 * without their own cases (isOwnCase); the whole team's without one (the daily summary).
 */
export function reviewQueue(
  reports: readonly ReviewedReport[],
  now: EpochMillis,
  reviewer: Reviewer | null = null,
  emailOf?: (uid: string) => string | null,
): QueuedReport[] {
  return reports
    .filter((report) => report.kind === "report" && report.review === null)
    .filter((report) => reviewer === null || !isOwnCase(report, reviewer, emailOf))
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
