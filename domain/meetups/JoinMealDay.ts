import { isProfileComplete } from "../profile/ProfileEdit";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { StoredProfile } from "../profile/UserProfile";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import { mealDayById, optInClosesAt, optInOpensAt } from "./MealDay";
import { isSuspended, whyNotMatchable } from "./matchingEligibility";
import { MeetupError } from "./meetupErrors";
import { WAITLIST_MIN_NOTICE_MS } from "./meetupRules";
import { noShowPauseUntil } from "./noShows";
import type { Backoffice } from "./ports/Backoffice";
import type { MatchStore } from "./ports/MatchStore";
import type { OptInStore } from "./ports/OptInStore";
import { schoolOf } from "./schoolOf";
import { waitlistClosedFor } from "./waitlistAccess";

export interface JoinMealDayPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly optIns: OptInStore;
  readonly matches: MatchStore;
  readonly profiles: ProfileStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
}

/**
 * "I'm in" for a meal day: the student picks the slots they can make (pre-filled from their
 * preferred meal times) and may change them or withdraw until opt-in closes. After matching, a
 * student left without a meal may wait for a later slot that day (the waitlist).
 */
export class JoinMealDay {
  readonly #ports: JoinMealDayPorts;

  constructor(ports: JoinMealDayPorts) {
    this.#ports = ports;
  }

  /** Opts in, or changes the slots of an opt-in. */
  async join(dayId: string, slots: readonly EpochMillis[]): Promise<void> {
    const user = currentStudent(this.#ports.session);
    const now = this.#ports.clock.now();
    if (!isProfileComplete(user)) throw new MeetupError("profile-incomplete");
    if ((user.snoozed_until ?? 0) > now) throw new MeetupError("snoozed");
    await asMeetupFailure(async () => {
      const day = await this.#openDay(dayId, now);
      const chosen = [...new Set(slots)].sort((a, b) => a - b);
      if (chosen.length === 0) throw new MeetupError("no-slots");
      if (chosen.some((slot) => !day.slots.includes(slot))) throw new MeetupError("not-a-slot");
      if (isSuspended(await this.#storedProfile(user.uid), now)) throw new MeetupError("suspended");
      if (noShowPauseUntil(user.uid, await this.#ports.matches.listForStudent(user.uid), now) !== null) {
        throw new MeetupError("paused-for-no-shows");
      }
      await this.#ports.optIns.save({
        dayId,
        uid: user.uid,
        school: schoolOf(user.email),
        slots: chosen,
        updatedAt: now,
        waitlistSlots: [],
      });
    });
  }

  /** Withdraws from a meal day whose opt-in is still open. */
  async withdraw(dayId: string): Promise<void> {
    const user = currentStudent(this.#ports.session);
    const now = this.#ports.clock.now();
    await asMeetupFailure(async () => {
      await this.#openDay(dayId, now);
      await this.#ports.optIns.remove(dayId, user.uid, schoolOf(user.email));
    });
  }

  /**
   * Waits for a place at these later slots of the day (after matching); an empty list leaves the
   * waitlist. Refused to whom the waitlist would pass over (MatchWaitlist): an incomplete profile,
   * a pause, too many late cancellations that day.
   */
  async waitFor(dayId: string, slots: readonly EpochMillis[]): Promise<void> {
    const user = currentStudent(this.#ports.session);
    const now = this.#ports.clock.now();
    await asMeetupFailure(async () => {
      const day = mealDayById(await this.#ports.schedule.read(), dayId);
      if (day === null) throw new MeetupError("not-yet");
      // Before opt-in closes only once matching has run for the student (by hand, before its time).
      if (now < optInClosesAt(day) && (await this.#ports.matches.findMyOutcome(dayId, user.uid)) === null) {
        throw new MeetupError("not-yet");
      }
      const chosen = [...new Set(slots)].sort((a, b) => a - b);
      if (chosen.some((slot) => !day.slots.includes(slot))) throw new MeetupError("not-a-slot");
      if (chosen.some((slot) => slot - WAITLIST_MIN_NOTICE_MS <= now)) throw new MeetupError("too-late");
      if (chosen.length > 0) {
        const mine = await this.#ports.matches.listForStudent(user.uid);
        const profile = { ...user, ...(await this.#storedProfile(user.uid)) };
        const reason = whyNotMatchable(profile, noShowPauseUntil(user.uid, mine, now), now);
        if (reason !== null) throw new MeetupError(reason);
        const dayMatches = mine.filter((match) => match.dayId === dayId);
        if (waitlistClosedFor(user.uid, dayMatches)) throw new MeetupError("waitlist-closed");
      }
      const optIn = await this.#ports.optIns.find(dayId, user.uid, schoolOf(user.email));
      await this.#ports.optIns.save({
        dayId,
        uid: user.uid,
        school: schoolOf(user.email),
        slots: optIn?.slots ?? [],
        updatedAt: now,
        waitlistSlots: chosen,
      });
      await this.#ports.backoffice.afterWaitlistChanged(dayId);
    });
  }

  /** The profile as stored now: a suspension comes from the team, not from this device's copy. */
  async #storedProfile(uid: string): Promise<StoredProfile> {
    const stored = await this.#ports.profiles.read(uid);
    return stored === null ? {} : readStoredProfile(stored);
  }

  async #openDay(dayId: string, now: EpochMillis) {
    const day = mealDayById(await this.#ports.schedule.read(), dayId);
    if (day === null) throw new MeetupError("invalid");
    if (now < optInOpensAt(day)) throw new MeetupError("not-yet");
    if (now >= optInClosesAt(day)) throw new MeetupError("opt-in-closed");
    return day;
  }
}
