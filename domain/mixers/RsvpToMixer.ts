import { schoolOf } from "../meetups/schoolOf";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import { RequestRefusedError, ServiceUnreachableError } from "../shared/serviceErrors";
import { whyCannotCheckIn } from "./checkInRule";
import { mixerById } from "./Mixer";
import { eventIdOf, isCheckedIn, type Rsvp } from "./MixerEvent";
import { MixerError, type MixerFailure } from "./mixerErrors";
import type { MixerStore } from "./ports/MixerStore";

export interface RsvpToMixerPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly mixers: MixerStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
}

/**
 * What a student does with a mixer of their school: RSVP (going, or the waitlist when it is full),
 * cancel, and "I'm here" at the door. The system keeps the places and says no where it must
 * (MixerSpots); every failure is a MixerError whose reason the screen puts in words.
 */
export class RsvpToMixer {
  readonly #ports: RsvpToMixerPorts;

  constructor(ports: RsvpToMixerPorts) {
    this.#ports = ports;
  }

  async rsvp(mixerId: string): Promise<Rsvp> {
    const student = this.#student();
    return asMixerFailure(() => this.#ports.mixers.rsvp(mixerId, student));
  }

  async cancel(mixerId: string): Promise<void> {
    const student = this.#student();
    await asMixerFailure(() => this.#ports.mixers.cancel(mixerId, student));
  }

  /**
   * "I'm here": going, inside the window (from 15 minutes before the start until the end), not
   * suspended. Once per RSVP, as the server's rules take it: said again, it is already done.
   */
  async checkIn(mixerId: string): Promise<void> {
    const { uid, email } = this.#student();
    const { schedule, mixers, profiles, clock } = this.#ports;
    await asMixerFailure(async () => {
      const mixer = mixerById(await schedule.read(), mixerId);
      if (mixer === null) throw new MixerError("not-found");
      const eventId = eventIdOf(mixer.id, schoolOf(email));
      const [{ event, rsvp }, stored] = await Promise.all([mixers.look(eventId, uid), profiles.read(uid)]);
      const profile = stored === null ? {} : readStoredProfile(stored);
      const refusal = whyCannotCheckIn(event, rsvp, profile, clock.now());
      if (refusal !== null) throw new MixerError(refusal);
      if (rsvp !== null && isCheckedIn(rsvp)) return;
      try {
        await mixers.checkIn(eventId, uid);
      } catch (error) {
        // The store's clock (the server's) said the door is not open.
        if (error instanceof RequestRefusedError) throw new MixerError("outside-check-in", { cause: error });
        throw error;
      }
    });
  }

  /** Why an action of this use case failed, for the screen's words: a MixerError's reason, else "unexpected". */
  reasonOf(error: unknown): MixerFailure {
    return error instanceof MixerError ? error.reason : "unexpected";
  }

  #student() {
    const user = this.#ports.session.current();
    if (user === null) throw new MixerError("signed-out");
    return { uid: user.uid, email: user.email };
  }
}

/** Runs a backend call; a failure that is not already a mixer's becomes "unreachable" or "unexpected". */
async function asMixerFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MixerError) throw error;
    throw new MixerError(error instanceof ServiceUnreachableError ? "unreachable" : "unexpected", { cause: error });
  }
}
