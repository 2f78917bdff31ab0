import {
  type Auth,
  EmailAuthProvider,
  getIdTokenResult,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
import { toDomainAuthError } from "./authErrors";

/** The signed-in account as the callable functions see it: its uid, address and ID token's claims. */
export interface SignedInAccount {
  readonly uid: string;
  readonly email: string;
  readonly claims: Readonly<Record<string, unknown>>;
}

/**
 * What the download, the deletion and the console ask of Firebase Authentication, on the backend's
 * own Auth. It lives with the backend, which carries the Auth SDK already: the code loaded later for
 * those screens (firebaseAccountServices.ts) then brings none of it again.
 */
export class FirebaseAuthCalls {
  readonly #auth: Auth;

  constructor(auth: Auth) {
    this.#auth = auth;
  }

  /** The signed-in account's ID token, for a call's Authorization header; undefined when nobody is. */
  async idToken(): Promise<string | undefined> {
    await this.#auth.authStateReady();
    return this.#auth.currentUser?.getIdToken();
  }

  async current(): Promise<SignedInAccount | null> {
    await this.#auth.authStateReady();
    const user = this.#auth.currentUser;
    if (user === null) return null;
    const { claims } = await getIdTokenResult(user);
    return { uid: user.uid, email: user.email ?? "", claims };
  }

  /** Signs in (the console's own form); a wrong password is InvalidCredentialsError. */
  async signIn(email: string, password: string): Promise<void> {
    try {
      await signInWithEmailAndPassword(this.#auth, email, password);
    } catch (error) {
      throw toDomainAuthError(error);
    }
  }

  /** Firebase's re-authentication: the password typed again makes the sign-in recent (`auth_time`). */
  async reauthenticate(password: string): Promise<void> {
    await this.#auth.authStateReady();
    const user = this.#auth.currentUser;
    if (user === null || user.email === null) throw new Error("Nobody is signed in");
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    } catch (error) {
      throw toDomainAuthError(error);
    }
  }

  signOut(): Promise<void> {
    return signOut(this.#auth);
  }
}
