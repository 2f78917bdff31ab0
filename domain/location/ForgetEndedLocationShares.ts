import type { Clock } from "../shared/ports/Clock";
import type { LocationShareLedger } from "./ports/LocationShareLedger";

/**
 * The system's clean-up (the timed jobs): every position shared on a match goes when its window
 * ends, whether or not its sharer said "Stop sharing" or closed the screen. (Production also has a
 * TTL policy on `expires_at`; this is what makes it hold on time, and on the emulators.)
 */
export class ForgetEndedLocationShares {
  readonly #ledger: LocationShareLedger;
  readonly #clock: Clock;

  constructor(ledger: LocationShareLedger, clock: Clock) {
    this.#ledger = ledger;
    this.#clock = clock;
  }

  execute(): Promise<number> {
    return this.#ledger.deleteEnded(this.#clock.now());
  }
}
