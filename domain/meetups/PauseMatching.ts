import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import { MeetupError } from "./meetupErrors";
import { MAX_SNOOZE_MS } from "./meetupRules";

/**
 * A snooze: matching leaves the student out until the date they pick (at most twelve weeks ahead),
 * or until they resume. Opting in is refused meanwhile, and the matcher skips them.
 */
export class PauseMatching {
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(profiles: ProfileStore, session: Session, clock: Clock) {
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
  }

  async until(until: EpochMillis): Promise<void> {
    const now = this.#clock.now();
    if (!Number.isFinite(until) || until <= now || until > now + MAX_SNOOZE_MS) throw new MeetupError("invalid");
    await this.#set(until);
  }

  async resume(): Promise<void> {
    await this.#set(null);
  }

  async #set(snoozedUntil: EpochMillis | null): Promise<void> {
    const user = currentStudent(this.#session);
    await asMeetupFailure(() => this.#profiles.merge(user.uid, { snoozed_until: snoozedUntil }));
    this.#session.update({ ...user, snoozed_until: snoozedUntil });
  }
}
