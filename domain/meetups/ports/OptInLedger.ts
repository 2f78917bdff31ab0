import type { OptIn } from "../OptIn";

/** Every student's opt-ins, as the system sees them (matching, the waitlist). Never a student's to use. */
export interface OptInLedger {
  /** Every opt-in of a meal day, at every school. */
  listForDay(dayId: string): Promise<readonly OptIn[]>;
  /** Writes an opt-in on the student's behalf (taking them off the waitlist once matched). */
  save(optIn: OptIn): Promise<void>;
}
