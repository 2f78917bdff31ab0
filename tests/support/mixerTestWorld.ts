import type { LocalScheduleData } from "../../adapters/local/LocalMealSchedule";
import { MyMixers } from "../../domain/mixers/MyMixers";
import { RsvpToMixer } from "../../domain/mixers/RsvpToMixer";
import type { UserProfile } from "../../domain/profile/UserProfile";
import type { Session } from "../../domain/session/Session";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";
import { MONDAY } from "./meetupWorld";
import { signedInStudent } from "./signedInStudent";

/** The Thursday mixer of the test schedule: 26 November 2026, 19:00 to 21:00 local time. */
export const MIXER_ID = "2026-11-26-mixer-1900";
export const MIXER_STARTS_AT = new Date(2026, 10, 26, 19, 0).getTime();
export const MIXER_ENDS_AT = new Date(2026, 10, 26, 21, 0).getTime();
export const MIXER_TITLE = "Thursday night mixer";
/** Its event at state.edu, where the world's students are. */
export const EVENT_ID = `${MIXER_ID}_state.edu`;

/** A schedule with nothing but the weekly Thursday mixer, of this capacity. */
export function mixerSchedule(capacity: number): LocalScheduleData {
  return {
    timeZone: null,
    dated: [],
    weekly: [
      {
        weekday: "Thu",
        times: ["19:00"],
        kind: "mixer",
        mixer: { title: MIXER_TITLE, duration_minutes: 120, capacity },
      },
    ],
  };
}

/** One student of the world: their own session, and the mixer's use cases they act through. */
export interface Guest {
  readonly uid: string;
  readonly email: string;
  readonly session: Session;
  readonly rsvp: RsvpToMixer;
  readonly mixers: MyMixers;
}

/**
 * A local backend whose schedule has a Thursday mixer of `capacity` places, its clock on Monday
 * 23 November 2026 (RSVP is open), and students of state.edu acting through their own sessions.
 */
export function mixerTestWorld({ capacity = 3, start = MONDAY }: { capacity?: number; start?: Date } = {}) {
  const backend: LocalTestBackend = createLocalBackend(start, mixerSchedule(capacity));
  const { clock } = backend;
  return {
    backend,
    async guest(uid: string, profile: Partial<UserProfile> = {}): Promise<Guest> {
      const { email, session } = await signedInStudent(backend, uid, profile);
      const ports = {
        session,
        schedule: backend.mealSchedule,
        mixers: backend.mixers,
        profiles: backend.profileStore,
        clock,
        logger: backend.logger,
      };
      return { uid, email, session, rsvp: new RsvpToMixer(ports), mixers: new MyMixers(ports) };
    },
    /** Every RSVP of state.edu's mixer, by uid. */
    async rsvps() {
      return new Map((await backend.mixerLedger.rsvpsOf(EVENT_ID)).map((rsvp) => [rsvp.uid, rsvp]));
    },
    async event() {
      return (await backend.mixers.look(EVENT_ID, "nobody")).event;
    },
    /** The emails of the local mailbox, as (to, subject). */
    async mail() {
      return (await backend.mailbox.list()).map(({ to, subject, text = "" }) => ({ to, subject, text }));
    },
  };
}
