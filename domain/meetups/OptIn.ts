import type { EpochMillis } from "../shared/EpochMillis";

/** A student's "I'm in" for a meal day: the slots they can make. */
export interface OptIn {
  /** The meal day (the round). */
  readonly dayId: string;
  readonly uid: string;
  /** The student's school: the domain of their address. */
  readonly school: string;
  readonly slots: readonly EpochMillis[];
  readonly updatedAt: EpochMillis;
  /**
   * Later slots of that day the student will still take if a place frees up (their match was
   * called off, or they were left unmatched); empty when not on the waitlist.
   */
  readonly waitlistSlots: readonly EpochMillis[];
}
