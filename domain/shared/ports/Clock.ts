import type { EpochMillis } from "../EpochMillis";
import type { Unsubscribe } from "./Unsubscribe";

/** Time, and the timers the use cases schedule, so tests can move time by hand. */
export interface Clock {
  now(): EpochMillis;
  /** Calls `tick` every `intervalMs` until cancelled. */
  every(intervalMs: number, tick: () => void): Unsubscribe;
  /** Calls `callback` once after `delayMs` unless cancelled. */
  after(delayMs: number, callback: () => void): Unsubscribe;
  /**
   * Calls `listener` whenever the time moved other than by running: the developer tools' skip (in
   * any tab), or the device waking from sleep. What shows the time then shows it at once, rather
   * than at its next tick. Clocks that never jump (a function's fixed clock) need not offer it.
   */
  onJump?(listener: () => void): Unsubscribe;
}
