import type { Clock } from "../shared/ports/Clock";
import type { LocationShareLedger } from "./ports/LocationShareLedger";

/** The clean-up deletes this many ended positions at a time (one read and one batch of writes). */
export const LOCATION_CLEANUP_PAGE_SIZE = 200;

/** At most this many pages in one run: the rest waits for the next run (the due jobs run every 5 minutes). */
export const LOCATION_CLEANUP_PAGES_PER_RUN = 25;

/**
 * The system's clean-up (the timed jobs): every position shared on a match goes when its window
 * ends, whether or not its sharer said "Stop sharing" or closed the screen. (Production also has a
 * TTL policy on `expires_at`; this is what makes it hold on time, and on the emulators.) In pages:
 * no run reads more than a page at a time, nor more than a bounded number of pages.
 */
export class ForgetEndedLocationShares {
  readonly #ledger: LocationShareLedger;
  readonly #clock: Clock;

  constructor(ledger: LocationShareLedger, clock: Clock) {
    this.#ledger = ledger;
    this.#clock = clock;
  }

  async execute(): Promise<number> {
    const now = this.#clock.now();
    let deleted = 0;
    for (let page = 0; page < LOCATION_CLEANUP_PAGES_PER_RUN; page += 1) {
      const gone = await this.#ledger.deleteEnded(now, LOCATION_CLEANUP_PAGE_SIZE);
      deleted += gone;
      if (gone < LOCATION_CLEANUP_PAGE_SIZE) break;
    }
    return deleted;
  }
}
