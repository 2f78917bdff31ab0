import type { ReportReason, SafetyReport } from "../../../domain/meetups/Report";
import type { ReportProgress, ReviewedReport } from "../../../domain/trust/Review";
import { fromReviewDecisionDocument } from "./reviewDecisionDocument";
import { millisOr, type TimeCodec } from "./timeCodec";

/** `reports/{reportId}` as stored: the domain's SafetyReport without its id (the document's). */
export function toReportDocument(report: SafetyReport, codec: TimeCodec): Record<string, unknown> {
  return {
    kind: report.kind,
    reporter_uid: report.reporterUid,
    reported_uid: report.reportedUid,
    school: report.school,
    match_id: report.matchId,
    reason: report.reason,
    details: report.details,
    message_ids: [...report.messageIds],
    created_at: codec.fromMillis(report.createdAt),
  };
}

export function fromReportDocument(id: string, data: Record<string, unknown>, codec: TimeCodec): SafetyReport {
  const kind = data.kind === "report" || data.kind === "not-again" ? data.kind : "block";
  return {
    id,
    kind,
    reporterUid: String(data.reporter_uid ?? ""),
    reportedUid: String(data.reported_uid ?? ""),
    school: String(data.school ?? ""),
    matchId: typeof data.match_id === "string" ? data.match_id : "",
    reason: typeof data.reason === "string" ? (data.reason as ReportReason) : null,
    details: String(data.details ?? ""),
    messageIds: Array.isArray(data.message_ids) ? data.message_ids.map(String) : [],
    createdAt: millisOr(codec, data.created_at, 0),
  };
}

/**
 * A report as its own document tells it: when the functions received it (`received_at`) and when
 * the team reviewed it (`reviewed_at`), never what was decided (`review_decisions`). A report
 * reviewed before the decisions moved out holds `review: { status, at }` until the
 * command `ops:move-review-decisions` moves it: its `at` is when, so that a report counts, queues
 * and is decided the same before and after the move.
 */
export function fromReportProgressDocument(
  id: string,
  data: Record<string, unknown>,
  codec: TimeCodec,
): ReportProgress {
  return {
    ...fromReportDocument(id, data, codec),
    receivedAt: codec.toMillis(data.received_at),
    reviewedAt: codec.toMillis(data.reviewed_at) ?? codec.toMillis(legacyReviewOf(data)?.at),
  };
}

/** The decision a report from before the decisions moved out holds in its own document (`review`), or null. */
export function legacyReviewOf(data: Record<string, unknown>): { status: unknown; at: unknown } | null {
  const review = data.review;
  return typeof review === "object" && review !== null ? (review as { status: unknown; at: unknown }) : null;
}

/**
 * A report with what the system added to it and the team's decision, read from its own document
 * (`reviewDecisionDocument`). Kept after an account's deletion, the report also holds
 * `retained_until` and `retention_reason`, which the team's console does not need.
 */
export function fromReviewedReportDocument(
  id: string,
  data: Record<string, unknown>,
  decision: Record<string, unknown> | undefined,
  codec: TimeCodec,
): ReviewedReport {
  return {
    ...fromReportDocument(id, data, codec),
    receivedAt: codec.toMillis(data.received_at),
    review: fromReviewDecisionDocument(decision, codec),
  };
}
