/** The intro plays once per browser session: coming back to /home should not replay seven seconds. */
const INTRO_SEEN_KEY = "strangers.introSeen";

export function introAlreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberIntroSeen(): void {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, "1");
  } catch {
    // Storage refused: the intro may play again next time, which is harmless.
  }
}
