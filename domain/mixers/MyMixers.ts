import { isSuspended } from "../meetups/matchingEligibility";
import type { Place } from "../meetups/Place";
import { schoolOf } from "../meetups/schoolOf";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { ProfileDocument } from "../profile/UserProfile";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import { listeningWatch } from "../shared/listeningWatch";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { RefreshingWatch } from "../shared/refreshingWatch";
import { type Mixer, mixersInView } from "./Mixer";
import { eventIdOf, isCheckedIn } from "./MixerEvent";
import { type MixerCard, mixerCardOf } from "./mixerCards";
import { MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS, MIXERS_REFRESH_INTERVAL_MS } from "./mixerRules";
import type { MixerLook, MixerStore } from "./ports/MixerStore";

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

/** What one look at the mixers read: the cards are worked out from it again as time passes, without reading. */
interface MixersData {
  readonly school: string;
  readonly calendar: MealCalendar;
  readonly stored: ProfileDocument | null;
  /** Each mixer in view when it was read, by id, with what the student sees of it. */
  readonly looks: ReadonlyMap<string, { readonly mixer: Mixer; readonly look: MixerLook }>;
  readonly place: Place | null;
  readonly readAt: EpochMillis;
}

/**
 * The mixers of the student's school that they can RSVP to or are going to. One read when the
 * dashboard opens, then again only when the student acted, the clock jumps, or a mixer comes into
 * view; the phases (RSVP closing, the door opening) are worked out again every 15 s (5 s at the
 * door) from what is held, reading nothing. The circles, which the system forms at the start, are
 * read again from the start on a back-off until the student's is there (listeningWatch's
 * awaitsSystem). Nothing is listened to: a place freed from the waitlist shows at the next read (its
 * email tells the student at once). Before each read the system's due work for mixers runs
 * (offline; on Firebase the functions do it).
 */
export class MyMixers {
  readonly #ports: MyMixersPorts;

  constructor(ports: MyMixersPorts) {
    this.#ports = ports;
  }

  watch(listener: (state: MyMixersState) => void): MyMixersWatch {
    const { clock, logger } = this.#ports;
    return listeningWatch({
      read: () => this.#read(),
      derive: (held) => this.#derive(held),
      listener,
      recomputeAfter: (state) =>
        state.cards.some((card) => card.phase === "at-the-door" || card.phase === "checked-in")
          ? MIXERS_AT_THE_DOOR_REFRESH_INTERVAL_MS
          : MIXERS_REFRESH_INTERVAL_MS,
      readAgainWhen: (held) => {
        const now = clock.now();
        const inView = mixersInView(held.calendar, now);
        return (
          inView.some((mixer) => !held.looks.has(mixer.id)) ||
          waitingForCircles(held, now).some(({ mixer }) => held.readAt < mixer.startsAt)
        );
      },
      awaitsSystem: (held) => waitingForCircles(held, clock.now()).length > 0,
      readUpdate: (held) => this.#readUpdate(held),
      // On Firebase the functions do the due work (nothing here); offline it runs in the browser.
      beforeRecompute: () => void this.#runDueJobs(),
      follow: () => null,
      clock,
      logger,
      failure: "Loading the student's mixers failed",
    });
  }

  async #read(): Promise<MixersData> {
    const { session, schedule, mixers, profiles, clock } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Nobody is signed in");
    await this.#runDueJobs();
    const readAt = clock.now();
    const school = schoolOf(user.email);
    const [calendar, stored] = await Promise.all([schedule.read(), profiles.read(user.uid)]);
    const inView = mixersInView(calendar, readAt);
    const looks = await Promise.all(inView.map((mixer) => mixers.look(eventIdOf(mixer.id, school), user.uid)));
    const place = looks.some((look) => look.event === null) ? await mixers.placeOf(school) : null;
    const byId = new Map(inView.map((mixer, index) => [mixer.id, { mixer, look: looks[index] as MixerLook }]));
    return { school, calendar, stored, looks: byId, place, readAt };
  }

  /** The mixers come into view and those waiting for the student's circle read, the rest as held. */
  async #readUpdate(held: MixersData): Promise<MixersData> {
    const { session, mixers, clock } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Nobody is signed in");
    await this.#runDueJobs();
    const readAt = clock.now();
    const fresh = mixersInView(held.calendar, readAt).filter((mixer) => !held.looks.has(mixer.id));
    const toRead = [...fresh, ...waitingForCircles(held, readAt).map(({ mixer }) => mixer)];
    const looks = new Map(held.looks);
    for (const mixer of toRead) {
      looks.set(mixer.id, { mixer, look: await mixers.look(eventIdOf(mixer.id, held.school), user.uid) });
    }
    const needsPlace = held.place === null && [...looks.values()].some(({ look }) => look.event === null);
    const place = needsPlace ? await mixers.placeOf(held.school) : held.place;
    return { ...held, looks, place, readAt };
  }

  #runDueJobs(): Promise<void> {
    const { mixers, logger } = this.#ports;
    return mixers.runDueJobs().catch((error: unknown) => logger.warn("The system's due work for mixers failed", error));
  }

  /** The cards from what was read, at the clock's now: reads nothing. */
  #derive({ school, calendar, stored, looks, place }: MixersData): Extract<MyMixersState, { status: "ready" }> {
    const now = this.#ports.clock.now();
    const cards = mixersInView(calendar, now).flatMap((mixer) => {
      const held = looks.get(mixer.id);
      const card = held === undefined ? null : mixerCardOf(mixer, school, held.look, place, now);
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

/** The mixers under way where the student checked in and their circle is not held yet. */
function waitingForCircles(held: MixersData, now: EpochMillis) {
  return [...held.looks.values()].filter(
    ({ mixer, look }) =>
      mixer.startsAt <= now &&
      now < mixer.endsAt &&
      look.rsvp !== null &&
      isCheckedIn(look.rsvp) &&
      look.rsvp.circle == null,
  );
}
