import type { Clock } from "../shared/ports/Clock";
import type { MixerSummary } from "./mixersOverview";
import { consoleCall } from "./operationsErrors";
import type { MixerDesk } from "./ports/MixerDesk";

/** The console's Mixers: each mixer around now by school; within the backend's time-out, a failure in words. */
export class ReadMixers {
  readonly #desk: MixerDesk;
  readonly #clock: Clock;

  constructor(desk: MixerDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  overview(): Promise<readonly MixerSummary[]> {
    return consoleCall(this.#clock, () => this.#desk.overview());
  }
}
