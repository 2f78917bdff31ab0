import type { AuditEntry } from "../../domain/operations/AuditEntry";
import type { OperationsAuditLog } from "../../domain/operations/ports/OperationsAuditLog";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of the operators' audit log (oldest first). */
export const OPERATIONS_AUDIT_KEY = "operationsAudit";

/** The operators' audit log on the offline backend: appended to, never changed. */
export class LocalOperationsAuditLog implements OperationsAuditLog {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async append(entry: AuditEntry): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      const state = transaction.objectStore("state");
      const log = (await requestResult<AuditEntry[] | undefined>(state.get(OPERATIONS_AUDIT_KEY))) ?? [];
      if (log.some((written) => written.id === entry.id)) throw new Error(`Audit entry ${entry.id} exists already`);
      await requestResult(state.put([...log, entry], OPERATIONS_AUDIT_KEY));
    });
  }

  async latest(limit: number): Promise<readonly AuditEntry[]> {
    const log = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<AuditEntry[] | undefined>(transaction.objectStore("state").get(OPERATIONS_AUDIT_KEY)),
    );
    return [...(log ?? [])].sort((a, b) => b.at - a.at).slice(0, limit);
  }
}
