import type { Account, Identity } from "../../domain/session/ports/Identity";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/**
 * An identity provider for tests of what the app does with its answers: who it has signed in is set
 * by the test (`signedIn`, or `answer` for an answer of any kind), and it counts the sign-outs it is asked for.
 */
export class StubIdentity implements Identity {
  signedIn: Account | null = null;
  /** Overrides how `currentAccount` answers (a failure, a promise that never settles). */
  answer: (() => Promise<Account | null>) | null = null;
  signOuts = 0;
  readonly #providerSignOutListeners = new Set<() => void>();

  async createAccount(email: string): Promise<Account> {
    this.signedIn = { uid: `uid-${email}`, email, emailVerified: false };
    return this.signedIn;
  }

  async sendVerificationEmail(): Promise<void> {}

  async signIn(email: string): Promise<Account> {
    this.signedIn = { uid: `uid-${email}`, email, emailVerified: true };
    return this.signedIn;
  }

  async reloadCurrentUser(): Promise<Account | null> {
    return this.signedIn;
  }

  currentAccount(): Promise<Account | null> {
    return this.answer?.() ?? Promise.resolve(this.signedIn);
  }

  async signOut(): Promise<void> {
    this.signOuts++;
    this.signedIn = null;
  }

  onSignedOutByProvider(listener: () => void): Unsubscribe {
    const subscription = () => listener();
    this.#providerSignOutListeners.add(subscription);
    return () => this.#providerSignOutListeners.delete(subscription);
  }

  /** What an administrator disabling the account does: the provider signs out by itself. */
  signOutByProvider(): void {
    this.signedIn = null;
    for (const listener of [...this.#providerSignOutListeners]) listener();
  }
}
