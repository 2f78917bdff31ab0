/** The rules of creating and verifying an account (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** While a sign-up waits for its email to be verified, the account is reloaded this often. */
export const VERIFICATION_POLL_INTERVAL_MS = 2000;
