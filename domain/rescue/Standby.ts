import type { EpochMillis } from "../shared/EpochMillis";

/** A student who said "I'm free today" for a meal day: they may be offered to someone left alone. */
export interface Standby {
  readonly dayId: string;
  readonly uid: string;
  readonly school: string;
  /** When they said it: the longest waiting is offered first. */
  readonly since: EpochMillis;
}
