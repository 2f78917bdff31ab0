import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReportLedger } from "../../domain/ports/ReportLedger";
import type { ReportStore } from "../../domain/ports/ReportStore";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Blocks and reports in IndexedDB: the offline stand-in for Firestore `reports`. */
export class LocalReportStore implements ReportStore, ReportLedger {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async file(report: SafetyReport): Promise<void> {
    await this.#database.transact(["reports"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("reports").put(report));
    });
  }

  async listForSchool(school: string): Promise<readonly SafetyReport[]> {
    return this.#database.transact(["reports"], "readonly", (transaction) =>
      requestResult<SafetyReport[]>(transaction.objectStore("reports").index("school").getAll(school)),
    );
  }
}
