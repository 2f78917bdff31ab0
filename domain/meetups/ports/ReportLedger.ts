import type { SafetyReport } from "../Report";

/** Every block and report, as matching needs them (the system only). */
export interface ReportLedger {
  listForSchool(school: string): Promise<readonly SafetyReport[]>;
}
