import {
  AccountDisabledError,
  EmailAlreadyInUseError,
  InvalidCredentialsError,
  InvalidEmailError,
  TooManyAttemptsError,
  WeakPasswordError,
} from "../../domain/account/accountErrors";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";

/**
 * Codes that all mean "no account with that email and password": production answers `invalid-credential`
 * under email-enumeration protection; the emulator still tells `wrong-password` and `user-not-found` apart.
 * `invalid-email` from a sign-in is the same answer: no account has that address.
 */
const INVALID_CREDENTIAL_CODES = new Set([
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
  "auth/wrong-password",
  "auth/user-not-found",
  "auth/invalid-email",
  "auth/missing-password",
]);

/** The provider cannot be reached or gave up waiting for itself. */
const UNREACHABLE_CODES = new Set(["auth/network-request-failed", "auth/timeout"]);

/** Too many attempts from this device or for this account, or the project's own sending quota. */
const RATE_LIMIT_CODES = new Set(["auth/too-many-requests", "auth/quota-exceeded"]);

/** The provider's password policy (minimum 6 by default; a project may ask for more). */
const WEAK_PASSWORD_CODES = new Set(["auth/weak-password", "auth/password-does-not-meet-requirements"]);

/**
 * The Firebase Auth codes the app can meet, each turned into the domain's error; anything else
 * (a misconfigured project: `auth/operation-not-allowed`, `auth/unauthorized-continue-uri`,
 * `auth/invalid-api-key`…) comes back as it was, and the use cases report it as unexpected.
 * `createAccount` and `signIn` both pass through here: the use case decides what each means to
 * its screen (an invalid address is the form's problem at sign-up, wrong credentials at log-in).
 */
export function toDomainAuthError(error: unknown, during: "sign-up" | "other" = "other"): unknown {
  const code = authErrorCode(error);
  if (code === undefined) return error;
  if (code === "auth/email-already-in-use") {
    return new EmailAlreadyInUseError("The address already has an account", { cause: error });
  }
  if (code === "auth/invalid-email" && during === "sign-up") {
    return new InvalidEmailError("The provider does not take the address as an email address", { cause: error });
  }
  if (WEAK_PASSWORD_CODES.has(code)) return new WeakPasswordError("The password policy refuses it", { cause: error });
  if (code === "auth/user-disabled") return new AccountDisabledError("The account is disabled", { cause: error });
  if (RATE_LIMIT_CODES.has(code)) return new TooManyAttemptsError("Too many attempts for now", { cause: error });
  if (INVALID_CREDENTIAL_CODES.has(code))
    return new InvalidCredentialsError("Wrong email or password", { cause: error });
  if (UNREACHABLE_CODES.has(code)) {
    return new ServiceUnreachableError("Firebase Authentication cannot be reached", { cause: error });
  }
  return error;
}

function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** Awaits a Firebase Auth call, translating its failure with `toDomainAuthError`. */
export async function withDomainAuthErrors<T>(call: Promise<T>, during: "sign-up" | "other" = "other"): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toDomainAuthError(error, during);
  }
}
