import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Identity } from "../session/ports/Identity";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import { LogInError, logInFailureOf } from "./accountErrors";
import { openSession } from "./openSession";
import type { PendingSignUpMemory } from "./ports/PendingSignUpMemory";
import { normalizeEmail } from "./schoolEmail";

/**
 * Log in (spec §4): sign in, read the profile, start the session. Every failure
 * is a `LogInError` whose reason the screen turns into a message.
 *
 * Beyond the spec's lumping of all failures together: an unverified address is
 * told to verify rather than that its password is wrong, and a verified account
 * whose profile was never written (its sign-up tab closed before it noticed the
 * verification) gets the default profile, as at a first verified login (§3), once the student
 * confirms they are 18 or older (`confirmedAdult`: the login form asks when this fails with
 * "age-not-confirmed"), unless this device's pending sign-up of that address confirmed it already
 * (PendingSignUpMemory), which the log-in then completes. Each call to the backend has a time-out; recording `last_active` is best effort.
 */
export class LogIn {
  readonly #identity: Identity;
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #pending: PendingSignUpMemory;
  /** Counts the attempts, so that a sign-in answered after its time-out knows whether a newer one is under way. */
  #attempts = 0;

  constructor(
    identity: Identity,
    profiles: ProfileStore,
    session: Session,
    clock: Clock,
    logger: Logger,
    pending: PendingSignUpMemory,
  ) {
    this.#identity = identity;
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
    this.#logger = logger;
    this.#pending = pending;
  }

  async execute(email: string, password: string, { confirmedAdult = false } = {}): Promise<SessionUser> {
    const attempt = ++this.#attempts;
    try {
      const account = await withBackendTimeout(
        this.#clock,
        this.#identity.signIn(normalizeEmail(email), password),
        // Signed in after the student was told it failed: undo it, unless they have tried again since.
        () => {
          if (attempt === this.#attempts) this.#signOutQuietly();
        },
      );
      if (!account.emailVerified) throw new LogInError("email-not-verified");
      const ports = { profiles: this.#profiles, session: this.#session, clock: this.#clock, logger: this.#logger };
      const signUp = this.#pending.recall();
      const ownSignUp = signUp !== null && normalizeEmail(signUp.email) === normalizeEmail(account.email);
      const user = await openSession(account, ports, {
        fillInExisting: () => false,
        markActive: true,
        adultConfirmed: confirmedAdult || (ownSignUp && signUp.confirmedAdult),
      });
      if (user === null) throw new LogInError("unexpected");
      if (ownSignUp) this.#pending.forget();
      return user;
    } catch (error) {
      if (attempt === this.#attempts) await this.#identity.signOut().catch(() => {});
      throw new LogInError(logInFailureOf(error), { cause: error });
    }
  }

  #signOutQuietly(): void {
    this.#identity.signOut().catch(() => {});
  }
}
