import { MyMixers } from "../../../domain/mixers/MyMixers";
import { RsvpToMixer } from "../../../domain/mixers/RsvpToMixer";
import type { Clock } from "../../../domain/ports/Clock";
import type { Logger } from "../../../domain/ports/Logger";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";
import type { MixerStore } from "../../../domain/ports/MixerStore";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";
import type { Session } from "../../../domain/session/Session";

export interface MixerPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly mixers: MixerStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

export type MixerUseCases = ReturnType<typeof createMixerUseCases>;

/**
 * A mixer's use cases, in a module of their own: they come with the match lifecycle's use cases
 * (meetupUseCases.ts), which the dashboard loads with its first signed-in screen, so that no public
 * page nor the app's shell carries their code, and the shell only their loader.
 */
export function createMixerUseCases(ports: MixerPorts) {
  return {
    myMixers: new MyMixers(ports),
    rsvpToMixer: new RsvpToMixer(ports),
  };
}
