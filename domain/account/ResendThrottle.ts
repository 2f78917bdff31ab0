import type { Clock } from "../shared/ports/Clock";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { SECOND_MS } from "../shared/time";
import { RESEND_COUNTDOWN_TICK_MS, VERIFICATION_RESEND_INTERVAL_MS } from "./accountRules";

/** The whole seconds until the next resend may go: reported now, then as they count down to 0. */
export type ResendCountdown = (onChange: (secondsLeft: number) => void) => Unsubscribe;

/**
 * How often a verification email may be sent again: once every `VERIFICATION_RESEND_INTERVAL_MS`
 * after the last one, with the wait counted down in whole seconds.
 */
export class ResendThrottle {
  readonly #clock: Clock;
  #lastSentAt: number | null = null;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Records that an email has just been sent. */
  sent(): void {
    this.#lastSentAt = this.#clock.now();
  }

  /** Forgets the last email (a restarted sign-up): the next one may go at once. */
  reset(): void {
    this.#lastSentAt = null;
  }

  /** Whole seconds until another email may be sent; 0 when it may go now. */
  secondsLeft(): number {
    if (this.#lastSentAt === null) return 0;
    const waitMs = this.#lastSentAt + VERIFICATION_RESEND_INTERVAL_MS - this.#clock.now();
    return waitMs > 0 ? Math.ceil(waitMs / SECOND_MS) : 0;
  }

  /**
   * Calls `onChange` with the seconds left now, then every `RESEND_COUNTDOWN_TICK_MS` until
   * it reaches 0 (the last call), unless stopped.
   */
  countdown(onChange: (secondsLeft: number) => void): Unsubscribe {
    let stop: Unsubscribe = () => {};
    const report = () => {
      const left = this.secondsLeft();
      onChange(left);
      if (left === 0) stop();
    };
    report();
    if (this.secondsLeft() > 0) stop = this.#clock.every(RESEND_COUNTDOWN_TICK_MS, report);
    return () => stop();
  }
}
