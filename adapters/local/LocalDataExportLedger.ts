import type { DataExportLedger } from "../../domain/privacy/ports/DataExportLedger";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of when a student last downloaded their data. */
export const dataExportKey = (uid: string) => `dataExport/${uid}`;

/**
 * When each student last downloaded their data, in this browser's "state" store: the offline
 * stand-in for the functions' `data_exports` collection. Recorded in a transaction that first checks
 * the record is still the one read, as on Firebase.
 */
export class LocalDataExportLedger implements DataExportLedger {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async lastExportAt(uid: string): Promise<EpochMillis | null> {
    const at = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<EpochMillis | undefined>(transaction.objectStore("state").get(dataExportKey(uid))),
    );
    return at ?? null;
  }

  recordExport(uid: string, previous: EpochMillis | null, at: EpochMillis): Promise<boolean> {
    return this.#database.transact(["state"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("state");
      const current = await requestResult<EpochMillis | undefined>(store.get(dataExportKey(uid)));
      if ((current ?? null) !== previous) return false;
      await requestResult(store.put(at, dataExportKey(uid)));
      return true;
    });
  }

  async forget(uid: string): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(dataExportKey(uid)));
    });
  }
}
