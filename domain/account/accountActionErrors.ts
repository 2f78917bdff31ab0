import { TimedOutError } from "../shared/backendTimeout";
import type { EpochMillis } from "../shared/EpochMillis";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import { InvalidCredentialsError, TooManyAttemptsError } from "./accountErrors";

/**
 * A download asked for less than DATA_EXPORT_MIN_INTERVAL_MINUTES after the last: refused until
 * `retryAt` (null where the refusal does not say).
 */
export class DataExportTooSoonError extends Error {
  override readonly name = "DataExportTooSoonError";
  constructor(
    readonly retryAt: EpochMillis | null,
    options?: ErrorOptions,
  ) {
    super(
      `The last download of the data was too recent; the next from ${retryAt === null ? "a few minutes on" : new Date(retryAt).toISOString()}`,
      options,
    );
  }
}

/**
 * Why something a signed-in student did with their account itself did not happen (confirming their
 * age, downloading their data, deleting their account); the screen says it in words.
 * - wrong-password: the password asked again before a deletion is not theirs;
 * - sign-in-too-old: the server wants a fresh sign-in (the password asked again) and did not get one;
 * - signed-out: the session ended meanwhile;
 * - export-too-soon: a download less than DATA_EXPORT_MIN_INTERVAL_MINUTES after the last one.
 */
export type AccountActionFailure =
  | "wrong-password"
  | "too-many-attempts"
  | "sign-in-too-old"
  | "signed-out"
  | "export-too-soon"
  | "unreachable"
  | "timed-out"
  | "unexpected";

export class AccountActionError extends Error {
  override readonly name = "AccountActionError";
  constructor(
    readonly reason: AccountActionFailure,
    options?: ErrorOptions,
  ) {
    super(`Account action failed: ${reason}`, options);
  }
}

/** A server refused to act on a sign-in older than its limit: the password has to be asked again. */
export class SignInTooOldError extends Error {
  override readonly name = "SignInTooOldError";
}

/** Classifies anything the adapters threw. */
export function accountActionFailureOf(error: unknown): AccountActionFailure {
  if (error instanceof AccountActionError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "wrong-password";
  if (error instanceof TooManyAttemptsError) return "too-many-attempts";
  if (error instanceof SignInTooOldError) return "sign-in-too-old";
  if (error instanceof DataExportTooSoonError) return "export-too-soon";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof TimedOutError) return "timed-out";
  return "unexpected";
}

/** Runs `work`, turning whatever it throws into an AccountActionError. */
export async function asAccountAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new AccountActionError(accountActionFailureOf(error), { cause: error });
  }
}
