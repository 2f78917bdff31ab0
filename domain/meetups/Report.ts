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
  readonly id: string;
  readonly kind: "block" | "report" | "not-again";
  readonly reporterUid: string;
  readonly reportedUid: string;
  readonly school: string;
  /** The match it was filed from, if any. */
  readonly matchId: string | null;
  /** For a report; null for a block. */
  readonly reason: ReportReason | null;
  readonly details: string;
  readonly createdAt: EpochMillis;
}
