import { isSuspended } from "../meetups/matchingEligibility";
import type { PlaceDirectory } from "../meetups/ports/PlaceDirectory";
import { readProfiles } from "../meetups/readProfiles";
import { schoolOf } from "../meetups/schoolOf";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { type Mixer, mixerById, rsvpClosesAt, rsvpOpensAt } from "./Mixer";
import { eventIdOf, type MixerEvent, newMixerEvent, type Rsvp } from "./MixerEvent";
import { goingEmail, promotedEmail, waitlistedEmail } from "./mixerEmails";
import { MixerError } from "./mixerErrors";
import type { MixerLedger } from "./ports/MixerLedger";
import { release, reserve } from "./rsvpDecisions";

export interface MixerSpotsPorts {
  readonly mixers: MixerLedger;
  readonly schedule: MealSchedule;
  readonly places: PlaceDirectory;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
}

/**
 * The system's side of a mixer's RSVPs (a callable function on Firebase; the browser offline): the
 * places of a school's mixer given first come, first served, whatever arrives at once (each RSVP
 * and cancellation one change of the ledger's), the waitlist moved up, and everyone told by email.
 *
 * Who may RSVP: a student of the school (their address's domain) who said they are 18 or older and
 * is not suspended; no other part of the profile is asked (nobody is matched at a mixer). When: from
 * a week before the start until the start (RSVP_OPENS_BEFORE_START_MS, RSVP_CLOSES_BEFORE_START_MS).
 */
export class MixerSpots {
  readonly #ports: MixerSpotsPorts;

  constructor(ports: MixerSpotsPorts) {
    this.#ports = ports;
  }

  async reserve(student: DataSubject, mixerId: string): Promise<Rsvp> {
    const { mixers, places, profiles, mailer, clock } = this.#ports;
    const now = clock.now();
    const { mixer, timeZone } = await this.#openMixer(mixerId, now);
    const stored = await profiles.read(student.uid);
    const profile = stored === null ? {} : readStoredProfile(stored);
    if (isSuspended(profile, now)) throw new MixerError("suspended");
    if (profile.adult_confirmed_at === undefined) throw new MixerError("adult-unconfirmed");
    const school = schoolOf(student.email);
    const place = (await places.placesFor(school))[0] ?? null;
    const answer = await mixers.change(eventIdOf(mixer.id, school), { uid: student.uid }, ({ event, rsvps }) => {
      const current = event ?? newMixerEvent(mixer, school, place);
      const reservation = reserve(current, rsvps[0] ?? null, { uid: student.uid, school }, now);
      return {
        change: reservation.change,
        answer: { reservation, event: reservation.change?.event ?? current },
      };
    });
    const { reservation, event } = answer;
    if ("refused" in reservation) throw new MixerError(reservation.refused);
    if (reservation.change !== null) await mailer.send(rsvpEmail(student.email, event, reservation.rsvp, timeZone));
    return reservation.rsvp;
  }

  /** Cancels the student's RSVP, until the start; whoever a freed place goes to is told. */
  async release(student: DataSubject, mixerId: string): Promise<void> {
    const now = this.#ports.clock.now();
    const { mixer } = await this.#mixer(mixerId);
    if (now >= rsvpClosesAt(mixer)) throw new MixerError("closed");
    await this.releaseAt(eventIdOf(mixer.id, schoolOf(student.email)), student.uid);
  }

  /**
   * Cancels a student's RSVP to an event (the student's own cancellation, or their account's
   * deletion) and tells whom a freed place went to, if the event has not started.
   */
  async releaseAt(eventId: string, uid: string): Promise<void> {
    const now = this.#ports.clock.now();
    const { event, promoted } = await this.#ports.mixers.change(eventId, "all", ({ event, rsvps }) => {
      if (event === null || now >= rsvpClosesAt(event.mixer)) {
        return { change: null, answer: { event, promoted: [] as readonly Rsvp[] } };
      }
      const decided = release(event, rsvps, uid, now);
      return { change: decided.change, answer: { event, promoted: decided.promoted } };
    });
    if (event === null || promoted.length === 0) return;
    const { timeZone } = await this.#ports.schedule.read();
    const addresses = await readProfiles(
      this.#ports.profiles,
      promoted.map((rsvp) => rsvp.uid),
    );
    for (const rsvp of promoted) {
      const to = addresses.get(rsvp.uid)?.email;
      if (to !== undefined && to !== "") await this.#ports.mailer.send(promotedEmail(to, event, timeZone));
    }
  }

  async #mixer(mixerId: string): Promise<{ mixer: Mixer; timeZone: string | null }> {
    const calendar = await this.#ports.schedule.read();
    const mixer = mixerById(calendar, mixerId);
    if (mixer === null) throw new MixerError("not-found");
    return { mixer, timeZone: calendar.timeZone };
  }

  async #openMixer(mixerId: string, now: number) {
    const found = await this.#mixer(mixerId);
    if (now < rsvpOpensAt(found.mixer)) throw new MixerError("not-yet");
    if (now >= rsvpClosesAt(found.mixer)) throw new MixerError("closed");
    return found;
  }
}

function rsvpEmail(to: string, event: MixerEvent, rsvp: Rsvp, timeZone: string | null) {
  return rsvp.status === "going"
    ? goingEmail(to, event, timeZone)
    : waitlistedEmail(to, event, rsvp.position ?? event.waitlisted, timeZone);
}
