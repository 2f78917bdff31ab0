import type { ReportReason, SafetyReport } from "../../../domain/meetups/Report";
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
    matchId: typeof data.match_id === "string" ? data.match_id : null,
    reason: typeof data.reason === "string" ? (data.reason as ReportReason) : null,
    details: String(data.details ?? ""),
    createdAt: millisOr(codec, data.created_at, 0),
  };
}
