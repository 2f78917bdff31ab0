import type { AuditEntry, NewAuditEntry } from "../../../domain/trust/Review";
import { millisOr, type TimeCodec } from "./timeCodec";

/**
 * `reports/{reportId}/audit/{entryId}`: one line of a report's audit log, as the functions append
 * it. The rules let the trust and safety team read it and nobody write it; the functions only ever
 * create entries (never update or delete one, but with the report itself when its retention ends).
 */
export function toAuditDocument(entry: NewAuditEntry, codec: TimeCodec): Record<string, unknown> {
  return {
    report_id: entry.reportId,
    at: codec.fromMillis(entry.at),
    reviewer_uid: entry.reviewer.uid,
    reviewer_email: entry.reviewer.email,
    action: entry.action,
    days: entry.days,
    note: entry.note,
    subject_uid: entry.subjectUid,
  };
}

const ACTIONS: readonly AuditEntry["action"][] = ["dismiss", "warn", "suspend", "delete-account"];

export function fromAuditDocument(id: string, data: Record<string, unknown>, codec: TimeCodec): AuditEntry {
  return {
    id,
    reportId: String(data.report_id ?? ""),
    at: millisOr(codec, data.at, 0),
    reviewer: { uid: String(data.reviewer_uid ?? ""), email: String(data.reviewer_email ?? "") },
    action: ACTIONS.find((action) => action === data.action) ?? "dismiss",
    days: typeof data.days === "number" ? data.days : null,
    note: String(data.note ?? ""),
    subjectUid: String(data.subject_uid ?? ""),
  };
}
