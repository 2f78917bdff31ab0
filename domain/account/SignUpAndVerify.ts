import type { Clock } from "../ports/Clock";
import type { Identity } from "../ports/Identity";
import type { Logger } from "../ports/Logger";
import type { ProfileStore } from "../ports/ProfileStore";
import type { Unsubscribe } from "../ports/Unsubscribe";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { SignUpError, signUpFailureOf } from "./accountErrors";
import { VERIFICATION_POLL_INTERVAL_MS } from "./accountRules";
import { openSession } from "./openSession";
import { normalizeEmail } from "./schoolEmail";

/**
 * Sign up and verify (spec §4 Signup): create the account, send the verification
 * email, then poll until the address is verified; then write the default profile
 * where due and open the session. `restart` abandons it all.
 */
export class SignUpAndVerify {
  readonly #identity: Identity;
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #logger: Logger;
  #stopPolling: Unsubscribe = () => {};

  constructor(identity: Identity, profiles: ProfileStore, session: Session, clock: Clock, logger: Logger) {
    this.#identity = identity;
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
    this.#logger = logger;
  }

  /** Creates the account and sends the verification email, whose link returns to `returnUrl`. */
  async signUp(email: string, password: string, returnUrl: string): Promise<void> {
    try {
      await this.#identity.createAccount(normalizeEmail(email), password);
      await this.#identity.sendVerificationEmail(returnUrl);
    } catch (error) {
      throw new SignUpError(signUpFailureOf(error), { cause: error });
    }
  }

  /**
   * Reloads the current user every 2000 ms. Once the address is verified, polling
   * stops, the session opens and `onVerified` is called once. A check that fails
   * (offline for a moment) is retried at the next tick.
   */
  awaitVerification(onVerified: (user: SessionUser) => void): Unsubscribe {
    this.#stopPolling();
    let stopped = false;
    let checking = false;
    const stopTicking = this.#clock.every(VERIFICATION_POLL_INTERVAL_MS, async () => {
      if (checking || stopped) return;
      checking = true;
      try {
        const user = await this.#checkVerified();
        if (user !== null && !stopped) {
          stop();
          onVerified(user);
        }
      } catch (error) {
        this.#logger.warn("Checking the email verification failed; trying again", error);
      } finally {
        checking = false;
      }
    });
    const stop = () => {
      stopped = true;
      stopTicking();
    };
    this.#stopPolling = stop;
    return stop;
  }

  /** "Restart sign up": stop waiting, sign out and clear the session. */
  async restart(): Promise<void> {
    this.#stopPolling();
    this.#session.end();
    await this.#identity.signOut().catch(() => {});
  }

  async #checkVerified(): Promise<SessionUser | null> {
    const account = await this.#identity.reloadCurrentUser();
    if (account === null || !account.emailVerified) return null;
    const ports = { profiles: this.#profiles, session: this.#session, clock: this.#clock };
    return openSession(account, ports, {
      writeDefaultsWhen: (stored) => stored === null || stored.emailVerified === undefined,
      markActive: false,
    });
  }
}
