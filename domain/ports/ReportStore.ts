import type { SafetyReport } from "../meetups/Report";

/** Where a student files a block, a report or a "not again". Nobody but trust and safety reads reports. */
export interface ReportStore {
  file(report: SafetyReport): Promise<void>;
}
