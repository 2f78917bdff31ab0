import type { Clock } from "../shared/ports/Clock";
import type { ClockControl } from "./ports/ClockControl";

/** Developer tools (offline backend): what the app's clock reads, how far it was moved, and back to now. */
export class DevClock {
  readonly #control: ClockControl;
  readonly #clock: Clock;

  constructor(control: ClockControl, clock: Clock) {
    this.#control = control;
    this.#clock = clock;
  }

  /** Back to the real time. */
  backToNow(): void {
    this.#control.reset();
  }

  /** What the app's clock reads now. */
  now(): number {
    return this.#clock.now();
  }

  /** How far ahead of the real time the app's clock is. */
  offset(): number {
    return this.#control.offset();
  }
}
