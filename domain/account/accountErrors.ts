import { ServiceUnreachableError, StorageUnavailableError } from "../shared/serviceErrors";

/**
 * How signing up and logging in fail. Identity adapters throw the provider-level errors;
 * the use cases turn whatever they catch into a `SignUpError` or `LogInError` whose reason
 * the screen turns into words (src/features/auth/authMessages.ts).
 */

/** createAccount: the address already has an account. */
export class EmailAlreadyInUseError extends Error {
  override readonly name = "EmailAlreadyInUseError";
}

/** signIn: no account with that email and password. */
export class InvalidCredentialsError extends Error {
  override readonly name = "InvalidCredentialsError";
}

export type LogInFailure =
  | "invalid-credentials"
  | "email-not-verified"
  | "unreachable"
  | "storage-unavailable"
  | "unexpected";

export class LogInError extends Error {
  override readonly name = "LogInError";
  constructor(
    readonly reason: LogInFailure,
    options?: ErrorOptions,
  ) {
    super(`Log in failed: ${reason}`, options);
  }
}

export type SignUpFailure = "email-in-use" | "unreachable" | "storage-unavailable" | "unexpected";

export class SignUpError extends Error {
  override readonly name = "SignUpError";
  constructor(
    readonly reason: SignUpFailure,
    options?: ErrorOptions,
  ) {
    super(`Sign up failed: ${reason}`, options);
  }
}

/** Classifies anything an Identity adapter threw into a log-in failure. */
export function logInFailureOf(error: unknown): LogInFailure {
  if (error instanceof LogInError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "invalid-credentials";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof StorageUnavailableError) return "storage-unavailable";
  return "unexpected";
}

/** Classifies anything an Identity adapter threw into a sign-up failure. */
export function signUpFailureOf(error: unknown): SignUpFailure {
  if (error instanceof EmailAlreadyInUseError) return "email-in-use";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof StorageUnavailableError) return "storage-unavailable";
  return "unexpected";
}
