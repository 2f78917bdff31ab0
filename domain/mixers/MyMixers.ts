import { isSuspended } from "../meetups/matchingEligibility";
import { schoolOf } from "../meetups/schoolOf";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import { type RefreshingWatch, refreshingWatch } from "../shared/refreshingWatch";
import { mixersInView } from "./Mixer";
import { eventIdOf } from "./MixerEvent";
import { type MixerCard, mixerCardOf } from "./mixerCards";
import { MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS, MIXERS_REFRESH_INTERVAL_MS } from "./mixerRules";
import type { MixerStore } from "./ports/MixerStore";

export type MyMixersState =
  | { readonly status: "loading" }
  | {
      readonly status: "ready";
      readonly cards: readonly MixerCard[];
      /** Suspended by the trust and safety team: no RSVP, no check-in. */
      readonly suspended: boolean;
      /** When it was looked at (the app's clock). */
      readonly now: EpochMillis;
    }
  | { readonly status: "failed" };

export type MyMixersWatch = RefreshingWatch;

export interface MyMixersPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly mixers: MixerStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The mixers of the student's school that they can RSVP to or are going to, looked at again every
 * 15 s while someone watches (every 5 s at the door, to show the circle as soon as it is formed), and
 * at once when the clock jumps. Before each look the system's due work for mixers runs (offline;
 * on Firebase the functions do it).
 */
export class MyMixers {
  readonly #ports: MyMixersPorts;

  constructor(ports: MyMixersPorts) {
    this.#ports = ports;
  }

  watch(listener: (state: MyMixersState) => void): MyMixersWatch {
    const { clock, logger } = this.#ports;
    return refreshingWatch({
      load: () => this.#load(),
      listener,
      interval: MIXERS_REFRESH_INTERVAL_MS,
      intervalAfter: (state) =>
        state.cards.some((card) => card.phase === "at-the-door" || card.phase === "checked-in")
          ? MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS
          : MIXERS_REFRESH_INTERVAL_MS,
      clock,
      logger,
      failure: "Loading the student's mixers failed",
    });
  }

  async #load(): Promise<Extract<MyMixersState, { status: "ready" }>> {
    const { session, schedule, mixers, profiles, clock, logger } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Nobody is signed in");
    await mixers.runDueJobs().catch((error: unknown) => logger.warn("The system's due work for mixers failed", error));
    const now = clock.now();
    const school = schoolOf(user.email);
    const [calendar, stored] = await Promise.all([schedule.read(), profiles.read(user.uid)]);
    const inView = mixersInView(calendar, now);
    const looks = await Promise.all(inView.map((mixer) => mixers.look(eventIdOf(mixer.id, school), user.uid)));
    const place = looks.some((look) => look.event === null) ? await mixers.placeOf(school) : null;
    const cards = inView.flatMap((mixer, index) => {
      const look = looks[index];
      const card = look === undefined ? null : mixerCardOf(mixer, school, look, place, now);
      return card === null ? [] : [card];
    });
    return {
      status: "ready",
      cards,
      suspended: isSuspended(stored === null ? {} : readStoredProfile(stored), now),
      now,
    };
  }
}
