import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Account, Identity } from "../session/ports/Identity";
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
import type { PendingSignUpMemory } from "./ports/PendingSignUpMemory";
import { normalizeEmail, schoolEmailProblem } from "./schoolEmail";

/** Where a sign-up this device sent stands, when a page takes it up again (`resume`). */
export type PendingSignUpState =
  | { readonly status: "none" }
  | { readonly status: "waiting"; readonly email: string }
  | { readonly status: "signed-in"; readonly user: SessionUser };

/**
 * Sign up and verify (spec §4 Signup): create the account, send the verification
 * email, then poll until the address is verified; then write the default profile
 * where due and open the session. `restart` abandons it all.
 *
 * The device remembers the pending sign-up and its "I am 18 or older" (PendingSignUpMemory) until the
 * address is verified or the sign-up restarted: a reload, another tab or the tab opened again takes
 * the wait up (`resume`), and one that finds the address verified opens the session itself.
 */
export class SignUpAndVerify {
  readonly #identity: Identity;
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #visibility: AppVisibility;
  readonly #pending: PendingSignUpMemory;
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
    pending: PendingSignUpMemory,
  ) {
    this.#identity = identity;
    this.#profiles = profiles;
    this.#session = session;
    this.#clock = clock;
    this.#logger = logger;
    this.#visibility = visibility;
    this.#pending = pending;
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
    // Remembered before the account exists: a reload while it is being created still finds it.
    this.#pending.remember({ email: normalizeEmail(email), confirmedAdult: true });
    try {
      await withBackendTimeout(this.#clock, this.#identity.createAccount(normalizeEmail(email), password));
    } catch (error) {
      this.#pending.forget();
      throw new SignUpError(signUpFailureOf(error), { cause: error });
    }
    try {
      await withBackendTimeout(this.#clock, this.#identity.sendVerificationEmail(returnUrl));
    } catch (error) {
      // The account exists and waits for its email: a reload takes the wait up, and Resend sends it.
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
   * - A session opened meanwhile in another tab (the verification link's page took the sign-up up) ends
   *   the wait the same way, with that session's user.
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
    // The link opened in another tab of this browser may complete the sign-up there (resume): its
    // session reaches this tab through the session's storage, and this tab moves on with it.
    const stopWatchingSession = this.#session.subscribe(() => {
      const opened = this.#session.current();
      if (opened === null || stopped) return;
      stop();
      onVerified(opened);
    });
    const stop = () => {
      stopped = true;
      stopTicking();
      stopListening();
      stopWatchingSession();
    };
    this.#stopPolling = stop;
    return stop;
  }

  /**
   * Takes up the sign-up this device remembers (a reload, another tab, the tab opened again):
   * - "waiting" while the provider's signed-in account is that address, unverified (or when the provider
   *   does not answer: the polling tells);
   * - "signed-in" once that address is verified: the profile is written as due, with the sign-up's
   *   "I am 18 or older", and the session opens;
   * - "none" when the device remembers none, or the provider has no such account signed in (then it is
   *   forgotten).
   */
  async resume(): Promise<PendingSignUpState> {
    const remembered = this.#pending.recall();
    if (remembered === null) return { status: "none" };
    let account: Account | null;
    try {
      account = await withBackendTimeout(this.#clock, this.#identity.currentAccount());
    } catch (error) {
      this.#logger.warn("Looking for a sign-up waiting for its verification failed", error);
      return { status: "waiting", email: remembered.email };
    }
    if (account === null || normalizeEmail(account.email) !== normalizeEmail(remembered.email)) {
      this.#pending.forget();
      return { status: "none" };
    }
    this.#adultConfirmed = remembered.confirmedAdult;
    if (!account.emailVerified) return { status: "waiting", email: account.email };
    try {
      const user = await this.#checkVerified(() => true);
      if (user !== null) return { status: "signed-in", user };
    } catch (error) {
      // Another call opened it meanwhile (a second tab, or React's second run of an effect in development).
      const opened = this.#session.current();
      if (opened?.uid === account.uid) return { status: "signed-in", user: opened };
      this.#logger.warn("Opening the session of a verified sign-up failed; the polling tries again", error);
    }
    return { status: "waiting", email: account.email };
  }

  /**
   * Whether this device holds a sign-up waiting for its verification (its tab open or closed). The
   * verification link's page asks, and leaves finishing it to the sign-up page: a session opened in the
   * link's own tab would end with that tab, signing the provider out under the sign-up's tab.
   */
  async isPendingHere(): Promise<boolean> {
    return this.#pending.recall() !== null;
  }

  /** "Restart sign up": stop waiting, clear the session and sign out. */
  async restart(): Promise<void> {
    this.#stopPolling();
    this.#adultConfirmed = false;
    this.#pending.forget();
    await this.#session.end();
  }

  async #checkVerified(stillWanted: () => boolean): Promise<SessionUser | null> {
    const account = await withBackendTimeout(this.#clock, this.#identity.reloadCurrentUser());
    if (account === null || !account.emailVerified || !stillWanted()) return null;
    const ports = { profiles: this.#profiles, session: this.#session, clock: this.#clock, logger: this.#logger };
    const remembered = this.#pending.recall();
    const rememberedAdult =
      remembered?.confirmedAdult === true && normalizeEmail(remembered.email) === normalizeEmail(account.email);
    const user = await openSession(account, ports, {
      fillInExisting: (stored) => stored.emailVerified === undefined,
      markActive: false,
      adultConfirmed: this.#adultConfirmed || rememberedAdult,
      stillWanted,
    });
    if (user !== null) this.#pending.forget();
    return user;
  }
}
