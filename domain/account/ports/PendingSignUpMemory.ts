/** A sign-up sent from this device and waiting for its verification email, with its "I am 18 or older". */
export interface PendingSignUp {
  readonly email: string;
  readonly confirmedAdult: boolean;
}

/**
 * What this device remembers of its pending sign-up, in every tab and after the tab is closed,
 * until the address is verified or the sign-up restarted: so that a reload or another tab takes the
 * wait up again, and the profile written at the verification records the age the sign-up confirmed.
 * Only a hint: the identity provider says whether that account is still there and unverified.
 * Never fails: storage that cannot be reached remembers nothing.
 */
export interface PendingSignUpMemory {
  recall(): PendingSignUp | null;
  remember(signUp: PendingSignUp): void;
  forget(): void;
}
