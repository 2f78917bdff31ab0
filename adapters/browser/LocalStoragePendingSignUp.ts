import type { PendingSignUp, PendingSignUpMemory } from "../../domain/account/ports/PendingSignUpMemory";

/** The entry's name in `localStorage` (BrowserDeviceCopies removes it with the account's copies). */
export const PENDING_SIGN_UP_KEY = "strangers.pendingSignUp";

/** The pending sign-up an entry holds, or null for none or for one this code cannot read. */
export function pendingSignUpOf(entry: string | null): PendingSignUp | null {
  if (entry === null) return null;
  try {
    const parsed: unknown = JSON.parse(entry);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { email, confirmedAdult } = parsed as Record<string, unknown>;
    if (typeof email !== "string" || typeof confirmedAdult !== "boolean") return null;
    return { email, confirmedAdult };
  } catch {
    return null;
  }
}

/**
 * The pending sign-up in `localStorage`: shared by the site's tabs and kept when the tab closes
 * (sessionStorage, which held it before, is the tab's own and goes with it). `window.localStorage`
 * is looked up on each use because merely reading it throws where storage is blocked.
 */
export class LocalStoragePendingSignUp implements PendingSignUpMemory {
  readonly #window: Window;

  constructor(window: Window) {
    this.#window = window;
  }

  recall(): PendingSignUp | null {
    try {
      return pendingSignUpOf(this.#window.localStorage.getItem(PENDING_SIGN_UP_KEY));
    } catch {
      return null;
    }
  }

  remember(signUp: PendingSignUp): void {
    try {
      this.#window.localStorage.setItem(
        PENDING_SIGN_UP_KEY,
        JSON.stringify({ email: signUp.email, confirmedAdult: signUp.confirmedAdult }),
      );
    } catch {
      // Storage refused: a reload shows the form again; this tab's wait goes on.
    }
  }

  forget(): void {
    try {
      this.#window.localStorage.removeItem(PENDING_SIGN_UP_KEY);
    } catch {
      // Nothing was kept.
    }
  }
}
