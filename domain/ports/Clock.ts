import type { EpochMillis } from "../shared/EpochMillis";
import type { Unsubscribe } from "./Unsubscribe";

/** Time, and the timers the use cases schedule, so tests can move time by hand. */
export interface Clock {
  now(): EpochMillis;
  /** Calls `tick` every `intervalMs` until cancelled. */
  every(intervalMs: number, tick: () => void): Unsubscribe;
  /** Calls `callback` once after `delayMs` unless cancelled. */
  after(delayMs: number, callback: () => void): Unsubscribe;
}
