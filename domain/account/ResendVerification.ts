import type { Identity } from "../session/ports/Identity";
import type { Clock } from "../shared/ports/Clock";
import { type ResendCountdown, ResendThrottle } from "./ResendThrottle";
import { ResendVerificationError, resendFailureOf } from "./ResendVerificationError";
import { normalizeEmail } from "./schoolEmail";

/**
 * "Resend email": the verification email again, at most once every `VERIFICATION_RESEND_INTERVAL_MS`
 * after the last one, with the wait counted down on the clock. Two ways in:
 * - while a sign-up waits for its verification (`resendToSignedIn`): the sign-up's own email counts
 *   as the first (`afterSignUp`);
 * - on /login, for an address not verified yet (`resendTo`): signs in with what was typed, sends,
 *   and signs out, so the student follows the new link and then logs in.
 * Every method answers the countdown to the next resend; failures are `ResendVerificationError`s.
 */
export class ResendVerification {
  readonly #identity: Identity;
  readonly #throttle: ResendThrottle;

  constructor(identity: Identity, clock: Clock) {
    this.#identity = identity;
    this.#throttle = new ResendThrottle(clock);
  }

  /** The sign-up has just sent its email: the wait before a resend starts now. */
  async afterSignUp(): Promise<ResendCountdown> {
    this.#throttle.sent();
    return this.#countdown;
  }

  /** While a sign-up is pending: sends the signed-in account's verification email again. */
  async resendToSignedIn(returnUrl: string): Promise<ResendCountdown> {
    return this.#resend(() => this.#identity.sendVerificationEmail(returnUrl));
  }

  /** From /login: sends the verification email of the account with this email and password again. */
  async resendTo(email: string, password: string, returnUrl: string): Promise<ResendCountdown> {
    return this.#resend(async () => {
      try {
        const account = await this.#identity.signIn(normalizeEmail(email), password);
        if (account.emailVerified) throw new ResendVerificationError("already-verified");
        await this.#identity.sendVerificationEmail(returnUrl);
      } finally {
        await this.#identity.signOut().catch(() => {});
      }
    });
  }

  async #resend(send: () => Promise<void>): Promise<ResendCountdown> {
    if (this.#throttle.secondsLeft() > 0) throw new ResendVerificationError("too-soon");
    try {
      await send();
    } catch (error) {
      throw new ResendVerificationError(resendFailureOf(error), { cause: error });
    }
    this.#throttle.sent();
    return this.#countdown;
  }

  readonly #countdown: ResendCountdown = (onChange) => this.#throttle.countdown(onChange);
}
