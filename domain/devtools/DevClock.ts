import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import type { ClockControl } from "./ports/ClockControl";

/** Developer tools (offline backend): what the app's clock reads, how far it was moved, and back to now. */
export class DevClock {
  readonly #control: ClockControl;
  readonly #clock: Clock;
  readonly #session: Session | null;

  constructor(control: ClockControl, clock: Clock, session: Session | null = null) {
    this.#control = control;
    this.#clock = clock;
    this.#session = session;
  }

  /**
   * Back to the real time. A sign-in made at a skipped time would end there (its expiry lies further
   * ahead than a session lasts, which a session never does), so the student stays signed in: their
   * session starts again at the real time, as a sign-in now would.
   */
  backToNow(): void {
    const signedIn = this.#session?.current() ?? null;
    this.#control.reset();
    if (signedIn !== null) this.#session?.start(signedIn);
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
