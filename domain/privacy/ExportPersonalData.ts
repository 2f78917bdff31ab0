import { DataExportTooSoonError } from "../account/accountActionErrors";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";
import type { DataExportLedger } from "./ports/DataExportLedger";
import { DATA_EXPORT_MIN_INTERVAL_MS } from "./privacyRules";

/** The download: when it was made, the account, then one entry per part (personalDataParts). */
export type PersonalDataExport = Readonly<Record<string, unknown>>;

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
