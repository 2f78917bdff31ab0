import type { Clock } from "../ports/Clock";
import type { Identity } from "../ports/Identity";
import type { Unsubscribe } from "../ports/Unsubscribe";
import { ResendVerificationError, resendFailureOf } from "./accountErrors";
import { ResendThrottle } from "./ResendThrottle";
import { normalizeEmail } from "./schoolEmail";

/**
 * "Resend email" on /login, for an address not verified yet (its sign-up tab closed, or restarted):
 * signs in with the email and password typed, sends the verification email again, and signs out,
 * so the student follows the new link and then logs in. At most once every
 * `VERIFICATION_RESEND_INTERVAL_MS`.
 */
export class ResendVerification {
  readonly #identity: Identity;
  readonly #throttle: ResendThrottle;

  constructor(identity: Identity, clock: Clock) {
    this.#identity = identity;
    this.#throttle = new ResendThrottle(clock);
  }

  /** Sends the email, whose link returns to `returnUrl`; fails with a `ResendVerificationError`. */
  async execute(email: string, password: string, returnUrl: string): Promise<void> {
    if (this.#throttle.secondsLeft() > 0) throw new ResendVerificationError("too-soon");
    try {
      const account = await this.#identity.signIn(normalizeEmail(email), password);
      if (account.emailVerified) throw new ResendVerificationError("already-verified");
      await this.#identity.sendVerificationEmail(returnUrl);
    } catch (error) {
      throw new ResendVerificationError(resendFailureOf(error), { cause: error });
    } finally {
      await this.#identity.signOut().catch(() => {});
    }
    this.#throttle.sent();
  }

  /** The whole seconds until the next resend may go, now and as they count down to 0. */
  countdown(onChange: (secondsLeft: number) => void): Unsubscribe {
    return this.#throttle.countdown(onChange);
  }
}
