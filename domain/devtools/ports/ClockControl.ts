import type { EpochMillis } from "../../shared/EpochMillis";

/**
 * Moves the app's clock (the developer tools of the offline backend): every tab then lives at the
 * new time, so a developer can see a whole meal day in minutes. Only local builds have it.
 */
export interface ClockControl {
  /** From now on the clock reads `instant`, and runs on from there. */
  skipTo(instant: EpochMillis): void;
  /** Back to the real time. */
  reset(): void;
  /** How far ahead of the real time the clock is, in milliseconds (0 when not moved). */
  offset(): number;
}
