import { TimedOutError } from "../shared/backendTimeout";
import { ServiceUnreachableError, StorageUnavailableError } from "../shared/serviceErrors";
import { StorageBlockedError, StorageOutdatedError } from "../shared/storageErrors";

/**
 * How signing up and logging in fail. Identity adapters throw the provider-level errors;
 * the use cases turn whatever they catch into a `SignUpError` or `LogInError` whose reason
 * the screen turns into words (src/features/auth/authMessages.ts).
 */

/** createAccount: the address already has an account. */
export class EmailAlreadyInUseError extends Error {
  override readonly name = "EmailAlreadyInUseError";
}

/** createAccount: the provider does not take the address as an email address at all. */
export class InvalidEmailError extends Error {
  override readonly name = "InvalidEmailError";
}

/** createAccount: the provider's password policy refuses the password. */
export class WeakPasswordError extends Error {
  override readonly name = "WeakPasswordError";
}

/** signIn: no account with that email and password. */
export class InvalidCredentialsError extends Error {
  override readonly name = "InvalidCredentialsError";
}

/** signIn: the account exists but an administrator has disabled it. */
export class AccountDisabledError extends Error {
  override readonly name = "AccountDisabledError";
}

/**
 * Log-in: the account has no profile yet (its sign-up tab closed before it saw the verification),
 * and a profile is created only once the student confirms they are 18 or older: ask, then log in again.
 */
export class AdultConfirmationNeededError extends Error {
  override readonly name = "AdultConfirmationNeededError";
}

/** Any call: the provider refuses more attempts from this device or account for a while. */
export class TooManyAttemptsError extends Error {
  override readonly name = "TooManyAttemptsError";
}

/** Failures both forms can meet: the network, a time-out, the provider's rate limit, the local storage. */
type CommonFailure =
  | "too-many-attempts"
  | "unreachable"
  | "timed-out"
  | "storage-unavailable"
  | "storage-blocked"
  | "storage-outdated"
  | "unexpected";

export type LogInFailure =
  | "invalid-credentials"
  | "email-not-verified"
  | "account-disabled"
  | "age-not-confirmed"
  | CommonFailure;

export class LogInError extends Error {
  override readonly name = "LogInError";
  constructor(
    readonly reason: LogInFailure,
    options?: ErrorOptions,
  ) {
    super(`Log in failed: ${reason}`, options);
  }
}

/** `email-not-school` and `email-invalid` are also the domain's own rule (`schoolEmailProblem`), checked before any call. */
export type SignUpFailure =
  | "email-in-use"
  | "email-not-school"
  | "email-invalid"
  | "weak-password"
  | "age-not-confirmed"
  | CommonFailure;

export class SignUpError extends Error {
  override readonly name = "SignUpError";
  constructor(
    readonly reason: SignUpFailure,
    options?: ErrorOptions,
  ) {
    super(`Sign up failed: ${reason}`, options);
  }
}

function commonFailureOf(error: unknown): CommonFailure {
  if (error instanceof TooManyAttemptsError) return "too-many-attempts";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  if (error instanceof StorageUnavailableError) return "storage-unavailable";
  if (error instanceof StorageBlockedError) return "storage-blocked";
  if (error instanceof StorageOutdatedError) return "storage-outdated";
  return "unexpected";
}

/** Classifies anything an Identity adapter threw into a log-in failure. */
export function logInFailureOf(error: unknown): LogInFailure {
  if (error instanceof LogInError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "invalid-credentials";
  if (error instanceof AccountDisabledError) return "account-disabled";
  if (error instanceof AdultConfirmationNeededError) return "age-not-confirmed";
  return commonFailureOf(error);
}

/** Classifies anything an Identity adapter threw into a sign-up failure. */
export function signUpFailureOf(error: unknown): SignUpFailure {
  if (error instanceof SignUpError) return error.reason;
  if (error instanceof EmailAlreadyInUseError) return "email-in-use";
  if (error instanceof InvalidEmailError) return "email-invalid";
  if (error instanceof WeakPasswordError) return "weak-password";
  return commonFailureOf(error);
}
