import type { EpochMillis } from "../../shared/EpochMillis";
import type { CoarsePosition } from "../CoarsePosition";

/** A position a member shares, as the system keeps it. */
export interface SharedLocation {
  readonly matchId: string;
  readonly uid: string;
  readonly position: CoarsePosition;
  readonly sharedAt: EpochMillis;
  readonly expiresAt: EpochMillis;
}

/** The shared positions as the system keeps them (the system only: the clean-up, a student's download and deletion). */
export interface LocationShareLedger {
  /** What the member shares on the match now, or null. */
  find(matchId: string, uid: string): Promise<SharedLocation | null>;
  /** Deletes what the member shares on the match (nothing happens if there is none). */
  remove(matchId: string, uid: string): Promise<void>;
  /**
   * Deletes at most `limit` of the shared positions whose window ended at or before `now`, those
   * that ended first; how many went (fewer than `limit`: none is left).
   */
  deleteEnded(now: EpochMillis, limit: number): Promise<number>;
}
