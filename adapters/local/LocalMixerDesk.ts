import type { MixerLedger } from "../../domain/mixers/ports/MixerLedger";
import { type MixerSummary, mixersOverview } from "../../domain/operations/mixersOverview";
import type { Operator } from "../../domain/operations/Operator";
import type { MixerDesk } from "../../domain/operations/ports/MixerDesk";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";

export interface LocalMixerDeskPorts {
  readonly schedule: MealSchedule;
  readonly mixers: MixerLedger;
  readonly clock: Clock;
  /** The operator signed in here; throws for anyone else. */
  readonly operatorOnly: () => Promise<Operator>;
}

/**
 * The Mixers section offline: this browser's mixers, read with the same domain code as the
 * callable; for the demo operator signed in only, as the callable answers operators only on Firebase.
 */
export class LocalMixerDesk implements MixerDesk {
  readonly #ports: LocalMixerDeskPorts;

  constructor(ports: LocalMixerDeskPorts) {
    this.#ports = ports;
  }

  async overview(): Promise<readonly MixerSummary[]> {
    const { schedule, mixers, clock, operatorOnly } = this.#ports;
    await operatorOnly();
    return mixersOverview(await schedule.read(), mixers, clock.now());
  }
}
