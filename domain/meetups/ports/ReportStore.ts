import type { SafetyReport } from "../Report";

/**
 * Where a student files a block, a report or a "not again", and reads back their own (to know what
 * they already did on a match). Nobody but trust and safety reads another student's.
 */
export interface ReportStore {
  /**
   * Files it, and with it (at once, in one write) the filer leaves the match's conversation: from
   * then on the store refuses the messages isClosedFor closes. Filing the same report again (same
   * id) changes nothing but its time.
   */
  file(report: SafetyReport): Promise<void>;
  /** Every block, report and "not again" the student filed. */
  filedBy(uid: string): Promise<readonly SafetyReport[]>;
}
