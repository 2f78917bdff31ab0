/** The rules of creating and verifying an account (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** While a sign-up waits for its email to be verified, the account is reloaded this often. */
export const VERIFICATION_POLL_INTERVAL_MS = 2000;
/**
 * "Resend email": a student may ask for the verification email again once this long has passed
 * since the last one was sent (the sign-up's own email counts), so that a tap too many sends nothing.
 */
export const VERIFICATION_RESEND_INTERVAL_MS = 60_000;
/** The wait before the next resend is counted down on screen this often. */
export const RESEND_COUNTDOWN_TICK_MS = 1000;
