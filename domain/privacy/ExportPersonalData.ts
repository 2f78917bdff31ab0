import type { Clock } from "../ports/Clock";
import type { DataExportLedger } from "../ports/DataExportLedger";
import type { EpochMillis } from "../shared/EpochMillis";
import { type DataSubject, isoTime, type PersonalDataPart } from "./PersonalDataPart";
import { DATA_EXPORT_MIN_INTERVAL_MS } from "./privacyRules";

/** The download: when it was made, the account, then one entry per part (personalDataParts). */
export type PersonalDataExport = Readonly<Record<string, unknown>>;

/**
 * A download asked for less than DATA_EXPORT_MIN_INTERVAL_MINUTES after the last: refused until
 * `retryAt` (null where the refusal does not say).
 */
export class DataExportTooSoonError extends Error {
  override readonly name = "DataExportTooSoonError";
  constructor(
    readonly retryAt: EpochMillis | null,
    options?: ErrorOptions,
  ) {
    super(
      `The last download of the data was too recent; the next from ${isoTime(retryAt) ?? "a few minutes on"}`,
      options,
    );
  }
}

/**
 * "Download my data" (system): everything stored about the student, part by part, as they may see
 * it; at most one download per student every DATA_EXPORT_MIN_INTERVAL_MINUTES (recorded before the
 * work, so that calls at once run it once). Run where the data lives: a Cloud Function on Firebase,
 * the browser on the offline backend.
 */
export class ExportPersonalData {
  readonly #parts: readonly PersonalDataPart[];
  readonly #clock: Clock;
  readonly #exports: DataExportLedger;

  constructor(parts: readonly PersonalDataPart[], clock: Clock, exports: DataExportLedger) {
    this.#parts = parts;
    this.#clock = clock;
    this.#exports = exports;
  }

  async execute(subject: DataSubject): Promise<PersonalDataExport> {
    const now = this.#clock.now();
    const last = await this.#exports.lastExportAt(subject.uid);
    if (last !== null && now < last + DATA_EXPORT_MIN_INTERVAL_MS) {
      throw new DataExportTooSoonError(last + DATA_EXPORT_MIN_INTERVAL_MS);
    }
    if (!(await this.#exports.recordExport(subject.uid, last, now))) {
      throw new DataExportTooSoonError(now + DATA_EXPORT_MIN_INTERVAL_MS);
    }
    const data: Record<string, unknown> = {
      exported_at: isoTime(now),
      account: { uid: subject.uid, email: subject.email },
    };
    for (const part of this.#parts) data[part.name] = await part.exportFor(subject);
    return data;
  }
}
