import { MyMixers, type MyMixersPorts } from "../../../domain/mixers/MyMixers";
import { RsvpToMixer, type RsvpToMixerPorts } from "../../../domain/mixers/RsvpToMixer";

export type MixerPorts = MyMixersPorts & RsvpToMixerPorts;

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
