import type { EpochMillis } from "../shared/EpochMillis";

export const REPORT_REASONS = [
  "made-me-uncomfortable",
  "harassment",
  "inappropriate-messages",
  "did-not-show-up",
  "fake-profile",
  "other",
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * A block, a report for the trust and safety team (which also blocks), or a quiet "not again" from
 * the feedback after a meal. Whichever, the two are never matched again; a block or a report also
 * calls off a pending meal between them without penalty for the one who filed it.
 */
export interface SafetyReport {
  /** Derived from what it is about (`safetyReportId`): filing the same again is the same report. */
  readonly id: string;
  readonly kind: "block" | "report" | "not-again";
  readonly reporterUid: string;
  readonly reportedUid: string;
  readonly school: string;
  /** The match the two shared: one can only report or block someone they were matched with. */
  readonly matchId: string;
  /** For a report; null for a block. */
  readonly reason: ReportReason | null;
  readonly details: string;
  /**
   * A report's evidence: messages the reported student sent in the match's conversation (at most
   * REPORTED_MESSAGES_MAX); the trust and safety team, and nobody else, may read these. Empty for a
   * block or a "not again".
   */
  readonly messageIds: readonly string[];
  readonly createdAt: EpochMillis;
}

/**
 * A report's id: who filed it, on which match, what, about whom. It starts with the reporter's uid,
 * so that nobody can take the id of another student's report before them (the rules require the
 * whole id to be this), and the same block or "not again" filed twice is one report.
 */
export function safetyReportId(report: Pick<SafetyReport, "reporterUid" | "matchId" | "kind" | "reportedUid">): string {
  return `${report.reporterUid}_${report.matchId}_${report.kind}_${report.reportedUid}`;
}

/** A report or a block: what calls a meal off "for safety", and what the match card says was done. */
export const isReportOrBlock = (report: SafetyReport): boolean => report.kind === "report" || report.kind === "block";
