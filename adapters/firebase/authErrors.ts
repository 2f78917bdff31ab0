import { EmailAlreadyInUseError, InvalidCredentialsError } from "../../domain/account/accountErrors";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";

/**
 * Codes that all mean "no account with that email and password": production answers `invalid-credential`
 * under email-enumeration protection; the emulator still tells `wrong-password` and `user-not-found` apart.
 */
const INVALID_CREDENTIAL_CODES = new Set([
  "auth/invalid-credential",
  "auth/wrong-password",
  "auth/user-not-found",
  "auth/invalid-email",
  "auth/user-disabled",
]);

/** Turns a Firebase Auth error into the domain's error where there is one; anything else comes back as it was. */
export function toDomainAuthError(error: unknown): unknown {
  const code = authErrorCode(error);
  if (code === "auth/email-already-in-use") {
    return new EmailAlreadyInUseError("The address already has an account", { cause: error });
  }
  if (code !== undefined && INVALID_CREDENTIAL_CODES.has(code)) {
    return new InvalidCredentialsError("Wrong email or password", { cause: error });
  }
  if (code === "auth/network-request-failed") {
    return new ServiceUnreachableError("Firebase Authentication cannot be reached", { cause: error });
  }
  return error;
}

function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** Awaits a Firebase Auth call, translating its failure with `toDomainAuthError`. */
export async function withDomainAuthErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toDomainAuthError(error);
  }
}
