/**
 * The failures of the domain, as typed errors. Adapters throw the provider-level
 * ones; use cases turn them into the failures a screen shows. The wording the
 * user reads lives in the UI's copy (`src/copy/errorMessages.ts`), keyed by these codes.
 */

/** createAccount: the address already has an account. */
export class EmailAlreadyInUseError extends Error {
  override readonly name = "EmailAlreadyInUseError";
}

/** signIn: no account with that email and password. */
export class InvalidCredentialsError extends Error {
  override readonly name = "InvalidCredentialsError";
}

/** The backend could not be reached (offline, DNS, time-out). */
export class ServiceUnreachableError extends Error {
  override readonly name = "ServiceUnreachableError";
}

/** The local backend's storage (IndexedDB) cannot be opened on this browser. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
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

/** Why the device position or its city could not be found (spec §8, geolocation). */
export type LocationFailure = "unsupported" | "denied" | "unavailable" | "timeout" | "unknown" | "city-lookup-failed";

export class LocationError extends Error {
  override readonly name = "LocationError";
  constructor(
    readonly reason: LocationFailure,
    options?: ErrorOptions,
  ) {
    super(`Location failed: ${reason}`, options);
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
