import type { EpochMillis } from "../../shared/EpochMillis";
import type { SafetyReport } from "../Report";

/** Why a report outlives an account, and until when: what the privacy policy states. */
export interface Retention {
  readonly until: EpochMillis;
  readonly reason: string;
}

/** Blocks, reports and "not again" as the system keeps them (the system only): for exports and erasures. */
export interface ReportRecords {
  /** Every one the student filed, and every one filed about them. */
  involving(uid: string): Promise<readonly SafetyReport[]>;
  /** Every one filed on the match, by anyone. */
  onMatch(matchId: string): Promise<readonly SafetyReport[]>;
  /**
   * Keeps a report after its author or its subject deleted their account: until when and why, and
   * the id its match has now (anonymised); what the team did about it stays with it, and so does its
   * id. Given `reportedUid`, the report is about that one now (a hold kept for the deleted subject's
   * address: heldUid).
   */
  keep(reportId: string, retention: Retention, matchId: string, reportedUid?: string): Promise<void>;
  /** The reports kept whose retention ended before `time`. */
  keptUntilBefore(time: EpochMillis): Promise<readonly SafetyReport[]>;
  /** Removes it, with what the team recorded about it; nothing happens when it is gone already. */
  remove(reportId: string): Promise<void>;
  /**
   * Files `report` (its match renamed, or its subject changed: hence its id) in place of `oldId`,
   * with whatever the system and the team added to it; nothing happens when there is no report
   * `oldId`. Its retention stays as it was unless `retention` is given: then it is that one, or none
   * (null: an ordinary report again, which ForgetKeptReports leaves be).
   */
  move(oldId: string, report: SafetyReport, retention?: Retention | null): Promise<void>;
}
