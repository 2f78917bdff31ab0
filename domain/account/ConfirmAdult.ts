import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { Session } from "../session/Session";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import { AccountActionError, asAccountAction } from "./accountActionErrors";

/**
 * "I am 18 or older", asked once on the next signed-in screen of a student whose profile was
 * created before sign-up asked it (every profile created since records it). The store records when;
 * a profile that has it already (confirmed on another device) is only read.
 */
export class ConfirmAdult {
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(profiles: ProfileStore, session: Session, clock: Clock) {
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
  }

  async execute(): Promise<void> {
    const user = this.#session.current();
    if (user === null) throw new AccountActionError("signed-out");
    await asAccountAction(async () => {
      const stored = await withBackendTimeout(this.#clock, this.#profiles.read(user.uid));
      let confirmedAt = stored === null ? undefined : readStoredProfile(stored).adult_confirmed_at;
      if (confirmedAt === undefined) {
        await withBackendTimeout(this.#clock, this.#profiles.confirmAdult(user.uid));
        confirmedAt = this.#clock.now();
      }
      this.#session.update({ ...user, adult_confirmed_at: confirmedAt });
    });
  }
}
