import type { OptIn } from "../OptIn";

/** Every student's opt-ins, as the system sees them (matching, the waitlist). Never a student's to use. */
export interface OptInLedger {
  /** Every opt-in of a meal day, at every school. */
  listForDay(dayId: string): Promise<readonly OptIn[]>;
  /** The opt-ins of a meal day at one school (a round's part: one school at a time). */
  listForSchool(dayId: string, school: string): Promise<readonly OptIn[]>;
  /** The schools with at least one opt-in for the day, sorted (without reading every opt-in). */
  schoolsForDay(dayId: string): Promise<readonly string[]>;
  /** Writes an opt-in on the student's behalf (taking them off the waitlist once matched). */
  save(optIn: OptIn): Promise<void>;
}
