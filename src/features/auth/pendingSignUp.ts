/**
 * The address of a sign-up this tab is waiting on, kept in the tab's sessionStorage so that a
 * reload of the waiting page shows the wait again ("Email sent to …", Resend) instead of an empty
 * form. Only a hint: the provider is asked whether that account is still signed in and unverified.
 */
const PENDING_SIGN_UP_KEY = "strangers.pendingSignUp";

export function rememberPendingSignUp(email: string): void {
  try {
    window.sessionStorage.setItem(PENDING_SIGN_UP_KEY, email);
  } catch {
    // Storage refused: a reload shows the form again, as before.
  }
}

export function pendingSignUpEmail(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_SIGN_UP_KEY);
  } catch {
    return null;
  }
}

export function forgetPendingSignUp(): void {
  try {
    window.sessionStorage.removeItem(PENDING_SIGN_UP_KEY);
  } catch {
    // Nothing was kept.
  }
}
