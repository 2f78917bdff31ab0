import type { PendingSignUp, PendingSignUpMemory } from "../../domain/account/ports/PendingSignUpMemory";

/** A pending sign-up held in memory: for tests, and wherever nothing outlives the page. */
export class MemoryPendingSignUp implements PendingSignUpMemory {
  #signUp: PendingSignUp | null = null;

  recall(): PendingSignUp | null {
    return this.#signUp;
  }

  remember(signUp: PendingSignUp): void {
    this.#signUp = { email: signUp.email, confirmedAdult: signUp.confirmedAdult };
  }

  forget(): void {
    this.#signUp = null;
  }
}
