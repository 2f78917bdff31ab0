import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Identity } from "../session/ports/Identity";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { AppVisibility } from "../shared/ports/AppVisibility";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import { SignUpError, signUpFailureOf } from "./accountErrors";
import { VERIFICATION_POLL_INTERVAL_MS } from "./accountRules";
import { openSession } from "./openSession";
import { normalizeEmail, schoolEmailProblem } from "./schoolEmail";

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
  readonly #visibility: AppVisibility;
  #stopPolling: Unsubscribe = () => {};
  /** The sign-up's "I am 18 or older": the profile written once the address is verified records it. */
  #adultConfirmed = false;

  constructor(
    identity: Identity,
    profiles: ProfileStore,
    session: Session,
    clock: Clock,
    logger: Logger,
    visibility: AppVisibility,
  ) {
    this.#identity = identity;
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
    this.#logger = logger;
    this.#visibility = visibility;
  }

  /**
   * Creates the account and sends the verification email, whose link returns to `returnUrl`.
   * `confirmedAdult`: the student ticked "I am 18 or older"; nothing is created without it.
   */
  async signUp(email: string, password: string, returnUrl: string, confirmedAdult: boolean): Promise<void> {
    // The form checks these as the student types; a caller that skips the form meets them here.
    const problem = schoolEmailProblem(email);
    if (problem !== null) throw new SignUpError(problem === "email-not-school" ? "email-not-school" : "email-invalid");
    if (!confirmedAdult) throw new SignUpError("age-not-confirmed");
    this.#adultConfirmed = true;
    try {
      await withBackendTimeout(this.#clock, this.#identity.createAccount(normalizeEmail(email), password));
      await withBackendTimeout(this.#clock, this.#identity.sendVerificationEmail(returnUrl));
    } catch (error) {
      throw new SignUpError(signUpFailureOf(error), { cause: error });
    }
  }

  /**
   * Reloads the current user every 2000 ms while the page is visible and online. Once the address
   * is verified, polling stops, the session opens and `onVerified` is called once.
   *
   * - Hidden or offline, polling pauses; back, it checks at once, then every 2000 ms again.
   * - A check that fails (offline for a moment) is retried at the next tick; one that never
   *   settles is given up after its time-out, so it cannot stop the polling.
   * - Once stopped (unsubscribed, or `restart`), a check still under way opens no session.
   */
  awaitVerification(onVerified: (user: SessionUser) => void): Unsubscribe {
    this.#stopPolling();
    let stopped = false;
    let checking = false;
    let stopTicking: Unsubscribe = () => {};
    const check = async () => {
      if (checking || stopped || !this.#visibility.isActive()) return;
      checking = true;
      try {
        const user = await this.#checkVerified(() => !stopped);
        if (user !== null && !stopped) {
          stop();
          onVerified(user);
        }
      } catch (error) {
        this.#logger.warn("Checking the email verification failed; trying again", error);
      } finally {
        checking = false;
      }
    };
    const startTicking = () => {
      stopTicking = this.#clock.every(VERIFICATION_POLL_INTERVAL_MS, () => void check());
    };
    let active = this.#visibility.isActive();
    if (active) startTicking();
    const stopListening = this.#visibility.onChange(() => {
      const nowActive = this.#visibility.isActive();
      if (nowActive === active || stopped) return;
      active = nowActive;
      stopTicking();
      stopTicking = () => {};
      if (!nowActive) return;
      void check();
      startTicking();
    });
    const stop = () => {
      stopped = true;
      stopTicking();
      stopListening();
    };
    this.#stopPolling = stop;
    return stop;
  }

  /**
   * The address of a sign-up still waiting for its verification (the waiting page was reloaded):
   * the provider's signed-in account, if it is not verified yet; null otherwise, or if nobody answers.
   * `confirmedAdult`: that sign-up had "I am 18 or older" ticked (the tab's own sign-up, which
   * needed it): the profile written once the address is verified records it.
   */
  async pendingAddress({ confirmedAdult = false } = {}): Promise<string | null> {
    try {
      const account = await withBackendTimeout(this.#clock, this.#identity.currentAccount());
      if (account === null || account.emailVerified) return null;
      this.#adultConfirmed = confirmedAdult;
      return account.email;
    } catch (error) {
      this.#logger.warn("Looking for a sign-up waiting for its verification failed", error);
      return null;
    }
  }

  /** "Restart sign up": stop waiting, clear the session and sign out. */
  async restart(): Promise<void> {
    this.#stopPolling();
    this.#adultConfirmed = false;
    await this.#session.end();
  }

  async #checkVerified(stillWanted: () => boolean): Promise<SessionUser | null> {
    const account = await withBackendTimeout(this.#clock, this.#identity.reloadCurrentUser());
    if (account === null || !account.emailVerified || !stillWanted()) return null;
    const ports = { profiles: this.#profiles, session: this.#session, clock: this.#clock, logger: this.#logger };
    return openSession(account, ports, {
      fillInExisting: (stored) => stored.emailVerified === undefined,
      markActive: false,
      adultConfirmed: this.#adultConfirmed,
      stillWanted,
    });
  }
}
