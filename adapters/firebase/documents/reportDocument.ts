import type { ReportReason, SafetyReport } from "../../../domain/meetups/Report";
import type { ReviewedReport, ReviewStatus } from "../../../domain/trust/Review";
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

const REVIEW_STATUSES: readonly ReviewStatus[] = ["dismissed", "warned", "suspended", "deleted"];

/**
 * A report with what the system added to it: `received_at` (the functions' stamp) and `review`
 * (`{ status, at }`, the team's decision). Kept after an account's deletion, it also holds
 * `retained_until` and `retention_reason`, which the team's console does not need.
 */
export function fromReviewedReportDocument(
  id: string,
  data: Record<string, unknown>,
  codec: TimeCodec,
): ReviewedReport {
  const review =
    typeof data.review === "object" && data.review !== null ? (data.review as Record<string, unknown>) : null;
  const status = REVIEW_STATUSES.find((candidate) => candidate === review?.status);
  return {
    ...fromReportDocument(id, data, codec),
    receivedAt: codec.toMillis(data.received_at),
    review:
      status === undefined
        ? null
        : { status: status as Exclude<ReviewStatus, "open">, at: millisOr(codec, review?.at, 0) },
  };
}
