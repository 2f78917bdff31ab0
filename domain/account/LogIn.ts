import type { Clock } from "../ports/Clock";
import type { Identity } from "../ports/Identity";
import type { ProfileStore } from "../ports/ProfileStore";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { LogInError, logInFailureOf } from "./accountErrors";
import { openSession } from "./openSession";
import { normalizeEmail } from "./schoolEmail";

/**
 * Log in (spec §4): sign in, read the profile, start the session. Every failure
 * is a `LogInError` whose reason the screen turns into a message.
 *
 * Beyond the spec's lumping of all failures together: an unverified address is
 * told to verify rather than that its password is wrong, and a verified account
 * whose profile was never written (its sign-up tab closed before it noticed the
 * verification) gets the default profile, as at a first verified login (§3).
 */
export class LogIn {
  readonly #identity: Identity;
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(identity: Identity, profiles: ProfileStore, session: Session, clock: Clock) {
    this.#identity = identity;
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
  }

  async execute(email: string, password: string): Promise<SessionUser> {
    try {
      const account = await this.#identity.signIn(normalizeEmail(email), password);
      if (!account.emailVerified) throw new LogInError("email-not-verified");
      const ports = { profiles: this.#profiles, session: this.#session, clock: this.#clock };
      return await openSession(account, ports, {
        writeDefaultsWhen: (stored) => stored === null,
        markActive: true,
      });
    } catch (error) {
      await this.#identity.signOut().catch(() => {});
      throw new LogInError(logInFailureOf(error), { cause: error });
    }
  }
}
