import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../../domain/shared/ports/Unsubscribe";

/**
 * The time of one run of a function: the moment it started, or the moment an operator runs it "as
 * of" (a round re-run as of its cut-off). The system's use cases only read the time; they set no timer.
 */
export class FixedClock implements Clock {
  readonly #now: EpochMillis;

  constructor(now: EpochMillis) {
    this.#now = now;
  }

  now(): EpochMillis {
    return this.#now;
  }

  every(): Unsubscribe {
    throw new Error("A function's clock sets no timers");
  }

  after(): Unsubscribe {
    throw new Error("A function's clock sets no timers");
  }
}
