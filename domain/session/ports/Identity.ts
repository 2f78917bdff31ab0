import type { Unsubscribe } from "../../shared/ports/Unsubscribe";

/** An account as the identity provider knows it. */
export interface Account {
  readonly uid: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

/**
 * Email-and-password accounts. Adapters signal failures with the errors of
 * `domain/account/accountErrors.ts`: `EmailAlreadyInUseError`, `InvalidEmailError` and `WeakPasswordError`
 * from `createAccount`, `InvalidCredentialsError` and `AccountDisabledError` from `signIn`,
 * `TooManyAttemptsError` from any call the provider rate-limits, and `ServiceUnreachableError`
 * (domain/shared/serviceErrors.ts) when the provider cannot be reached. Any other error is unexpected.
 */
export interface Identity {
  /** Creates the account and signs it in. */
  createAccount(email: string, password: string): Promise<Account>;
  /** Sends the signed-in account a verification email whose link returns to `returnUrl`. */
  sendVerificationEmail(returnUrl: string): Promise<void>;
  signIn(email: string, password: string): Promise<Account>;
  /** Fetches the signed-in account afresh (to see a verification made elsewhere); null when signed out. */
  reloadCurrentUser(): Promise<Account | null>;
  /**
   * Who the provider has signed in now: null when nobody is, or when the provider has ended the
   * sign-in (account disabled or deleted, refresh token revoked). Asks the provider where it can;
   * when it cannot be reached, answers with the account it last knew rather than failing.
   */
  currentAccount(): Promise<Account | null>;
  signOut(): Promise<void>;
  /** Called when the provider itself ends the sign-in (account disabled, token expired). */
  onSignedOutByProvider(listener: () => void): Unsubscribe;
}
