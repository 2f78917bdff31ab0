import type { AuditEntry, NewAuditEntry, ReviewDecision, ReviewedReport } from "../Review";

/** Reports as the trust and safety team reviews them, and their audit log (the system only). */
export interface ReviewRecords {
  /** The reports (not blocks, not "not again") nobody has reviewed yet. */
  listOpen(): Promise<readonly ReviewedReport[]>;
  get(reportId: string): Promise<ReviewedReport | null>;
  /** Every block, report and "not again" filed by the student or about them. */
  involving(uid: string): Promise<readonly ReviewedReport[]>;
  /**
   * Records the team's decision on the report and appends `entry` to its audit log, together:
   * false, and nothing written, when it was decided already. The decision is kept apart from the
   * report: its reporter may read that it was reviewed, and when, never what was decided.
   */
  resolve(reportId: string, review: ReviewDecision, entry: NewAuditEntry): Promise<boolean>;
  /** The report's audit log, oldest first. Entries are only ever added. */
  auditOf(reportId: string): Promise<readonly AuditEntry[]>;
}
