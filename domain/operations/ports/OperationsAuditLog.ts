import type { AuditEntry } from "../AuditEntry";

/**
 * The operators' audit log, append-only: every change made from the console (and the first
 * operator's command). On Firebase the collection `operations_audit`, which operators read and only
 * the functions write; offline, this browser's database.
 */
export interface OperationsAuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** The latest entries, newest first, at most `limit`. */
  latest(limit: number): Promise<readonly AuditEntry[]>;
}
