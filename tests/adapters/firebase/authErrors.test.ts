import { describe, expect, it } from "vitest";
import { toDomainAuthError } from "../../../adapters/firebase/authErrors";
import {
  AccountDisabledError,
  EmailAlreadyInUseError,
  InvalidCredentialsError,
  InvalidEmailError,
  LogInError,
  logInFailureOf,
  SignUpError,
  signUpFailureOf,
  TooManyAttemptsError,
  WeakPasswordError,
} from "../../../domain/account/accountErrors";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";

/** An error as the Firebase Auth SDK throws it: a FirebaseError with its code. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("Firebase Auth codes the app can meet, each with its own domain error", () => {
  it.each([
    ["auth/email-already-in-use", "sign-up", EmailAlreadyInUseError],
    ["auth/invalid-email", "sign-up", InvalidEmailError],
    ["auth/weak-password", "sign-up", WeakPasswordError],
    ["auth/password-does-not-meet-requirements", "sign-up", WeakPasswordError],
    ["auth/invalid-credential", "other", InvalidCredentialsError],
    ["auth/invalid-login-credentials", "other", InvalidCredentialsError],
    ["auth/wrong-password", "other", InvalidCredentialsError],
    ["auth/user-not-found", "other", InvalidCredentialsError],
    ["auth/invalid-email", "other", InvalidCredentialsError],
    ["auth/user-disabled", "other", AccountDisabledError],
    ["auth/too-many-requests", "other", TooManyAttemptsError],
    ["auth/too-many-requests", "sign-up", TooManyAttemptsError],
    ["auth/quota-exceeded", "other", TooManyAttemptsError],
    ["auth/network-request-failed", "other", ServiceUnreachableError],
    ["auth/timeout", "other", ServiceUnreachableError],
  ] as const)("%s (during %s) becomes %o", (code, during, expected) => {
    const error = firebaseError(code);
    const mapped = toDomainAuthError(error, during);
    expect(mapped).toBeInstanceOf(expected);
    expect((mapped as Error).cause).toBe(error);
  });

  it("leaves a code it does not know as it was (a misconfigured project), which the use cases report as unexpected", () => {
    const error = firebaseError("auth/operation-not-allowed");
    expect(toDomainAuthError(error)).toBe(error);
    expect(logInFailureOf(error)).toBe("unexpected");
  });

  it("gives too many requests its own honest message reason, at log-in and at sign-up", () => {
    const mapped = toDomainAuthError(firebaseError("auth/too-many-requests"));
    expect(new LogInError(logInFailureOf(mapped)).reason).toBe("too-many-attempts");
    expect(new SignUpError(signUpFailureOf(mapped)).reason).toBe("too-many-attempts");
  });

  it("tells a disabled account apart at log-in", () => {
    expect(logInFailureOf(toDomainAuthError(firebaseError("auth/user-disabled")))).toBe("account-disabled");
  });
});
