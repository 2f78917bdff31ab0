import {
  type Auth,
  createUserWithEmailAndPassword,
  getIdToken,
  getIdTokenResult,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from "firebase/auth";
import { normalizeEmail } from "../../domain/account/schoolEmail";
import type { Account, Identity } from "../../domain/session/ports/Identity";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";
import { toDomainAuthError, withDomainAuthErrors } from "./authErrors";

/** Email-and-password accounts in Firebase Authentication. */
export class FirebaseIdentity implements Identity {
  readonly #auth: Auth;
  readonly #signedOutListeners = new Set<() => void>();
  #someoneSignedIn = false;
  /** Set while our own signOut is under way, so that its sign-out is not taken for the provider's. */
  #ownSignOutPending = false;

  constructor(auth: Auth) {
    this.#auth = auth;
    onAuthStateChanged(auth, (user) => this.#onUserChanged(user));
  }

  async createAccount(email: string, password: string): Promise<Account> {
    const credential = await withDomainAuthErrors(
      createUserWithEmailAndPassword(this.#auth, normalizeEmail(email), password),
      "sign-up",
    );
    return toAccount(credential.user);
  }

  async sendVerificationEmail(returnUrl: string): Promise<void> {
    const user = await this.#currentUser();
    if (user === null) throw new Error("No signed-in account to verify");
    await withDomainAuthErrors(sendEmailVerification(user, { url: returnUrl }));
  }

  async signIn(email: string, password: string): Promise<Account> {
    const credential = await withDomainAuthErrors(
      signInWithEmailAndPassword(this.#auth, normalizeEmail(email), password),
    );
    return toAccount(credential.user);
  }

  async reloadCurrentUser(): Promise<Account | null> {
    const user = await this.#currentUser();
    if (user === null) return null;
    try {
      await reload(user);
      await refreshTokenOnceVerified(user);
    } catch (error) {
      // A disabled or deleted account: Firebase has just signed it out (and told the listeners).
      if (this.#auth.currentUser === null) return null;
      throw toDomainAuthError(error);
    }
    return toAccount(user);
  }

  async currentAccount(): Promise<Account | null> {
    // At start-up Firebase itself reloads the persisted user and drops it if the account was disabled,
    // deleted or its token revoked; the reload here catches what happened since.
    const user = await this.#currentUser();
    if (user === null) return null;
    try {
      await reload(user);
    } catch (error) {
      if (this.#auth.currentUser === null) return null;
      const failure = toDomainAuthError(error);
      // Offline: the provider still holds the sign-in, as far as anyone can tell.
      if (failure instanceof ServiceUnreachableError) return toAccount(user);
      throw failure;
    }
    const current = this.#auth.currentUser;
    return current === null ? null : toAccount(current);
  }

  async signOut(): Promise<void> {
    this.#ownSignOutPending = true; // cleared by the sign-out it announces, or by the next sign-in
    await signOut(this.#auth);
  }

  onSignedOutByProvider(listener: () => void): Unsubscribe {
    // Wrapped, so that the same function registered twice is two subscriptions.
    const subscription = () => listener();
    this.#signedOutListeners.add(subscription);
    return () => this.#signedOutListeners.delete(subscription);
  }

  async #currentUser(): Promise<User | null> {
    // Until the persisted sign-in is restored, currentUser reads null even for a signed-in student.
    await this.#auth.authStateReady();
    return this.#auth.currentUser;
  }

  #onUserChanged(user: User | null): void {
    const wasSignedIn = this.#someoneSignedIn;
    this.#someoneSignedIn = user !== null;
    if (user !== null) {
      this.#ownSignOutPending = false;
      return;
    }
    if (!wasSignedIn) return;
    if (this.#ownSignOutPending) {
      this.#ownSignOutPending = false;
      return;
    }
    for (const listener of [...this.#signedOutListeners]) listener();
  }
}

/**
 * Security rules read `email_verified` from the ID token, which keeps the value it had when it was
 * minted: once a reload shows the address verified, a fresh token is fetched so the rules see it too.
 */
async function refreshTokenOnceVerified(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const token = await getIdTokenResult(user);
  if (token.claims.email_verified !== true) await getIdToken(user, true);
}

function toAccount(user: User): Account {
  // Every email-and-password account has an address; only phone or anonymous accounts lack one.
  return { uid: user.uid, email: user.email ?? "", emailVerified: user.emailVerified };
}
