import type { EpochMillis } from "../../shared/EpochMillis";

/** A report the trust and safety team has decided, as its reporter hears of it: that it was reviewed, never what was done. */
export interface ReviewOutcome {
  readonly reportId: string;
  readonly reporterUid: string;
  readonly reviewedAt: EpochMillis;
}

/** The reviewed reports whose reporters are still to be told (system only). */
export interface ReviewOutcomeLedger {
  /** The reports (not blocks, not "not again") reviewed at or after `since` whose reporter was not told yet. */
  untoldSince(since: EpochMillis): Promise<readonly ReviewOutcome[]>;
  /** Records that the reporter was told: true for the first call only (the one that sends), false after. */
  markTold(reportId: string, at: EpochMillis): Promise<boolean>;
}
