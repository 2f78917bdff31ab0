import { ServiceUnreachableError, StorageUnavailableError } from "../shared/serviceErrors";
import { InvalidCredentialsError } from "./accountErrors";

export type ResendFailure =
  /** The last email went out less than `VERIFICATION_RESEND_INTERVAL_MS` ago. */
  | "too-soon"
  /** From /login: the email and password typed do not match an account. */
  | "invalid-credentials"
  /** From /login: the address is verified already; logging in works. */
  | "already-verified"
  | "unreachable"
  | "storage-unavailable"
  | "unexpected";

/** Sending the verification email again failed; the screen turns `reason` into words. */
export class ResendVerificationError extends Error {
  override readonly name = "ResendVerificationError";
  constructor(
    readonly reason: ResendFailure,
    options?: ErrorOptions,
  ) {
    super(`Resending the verification email failed: ${reason}`, options);
  }
}

/** Classifies anything a resend ran into. */
export function resendFailureOf(error: unknown): ResendFailure {
  if (error instanceof ResendVerificationError) return error.reason;
  if (error instanceof InvalidCredentialsError) return "invalid-credentials";
  if (error instanceof ServiceUnreachableError) return "unreachable";
  if (error instanceof StorageUnavailableError) return "storage-unavailable";
  return "unexpected";
}
