import { isoTime, type PersonalDataPart } from "./PersonalDataPart";
import type { DataExportLedger } from "./ports/DataExportLedger";

/**
 * `data_exports/{uid}`: when the student last downloaded their data (the system's record that holds
 * downloads to one every few minutes). Erased: the record goes.
 */
export function dataExportsData(exports: DataExportLedger): PersonalDataPart {
  return {
    name: "data_downloads",
    async exportFor({ uid }) {
      return { last_downloaded_at: isoTime(await exports.lastExportAt(uid)) };
    },
    async eraseFor({ uid }) {
      await exports.forget(uid);
    },
  };
}
