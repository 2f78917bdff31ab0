import type { EpochMillis } from "../../shared/EpochMillis";

/**
 * When each student last downloaded their data: the system's record that holds "Download my data"
 * to one every DATA_EXPORT_MIN_INTERVAL_MINUTES (the system only: no student reads or writes it).
 */
export interface DataExportLedger {
  /** When `uid` last downloaded their data, or null if never (or not since their record was erased). */
  lastExportAt(uid: string): Promise<EpochMillis | null>;
  /**
   * Records a download by `uid` at `at`, if the record still says `previous` (null: none): false,
   * and nothing written, when another call recorded one first.
   */
  recordExport(uid: string, previous: EpochMillis | null, at: EpochMillis): Promise<boolean>;
  /** Removes `uid`'s record (their account is erased). Nothing happens when there is none. */
  forget(uid: string): Promise<void>;
}
