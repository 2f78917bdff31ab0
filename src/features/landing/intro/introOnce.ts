import { useSyncExternalStore } from "react";
import { nothingToWatch } from "../../../shared/ui/useHydrated";

/** The intro plays once per browser session: coming back to /home should not replay seven seconds. */
const INTRO_SEEN_KEY = "strangers.introSeen";

function introAlreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the intro already played in this browser session. A pre-rendered /home opens
 * on the intro (the server snapshot); a visitor who has seen it sees it leave on hydration.
 */
export function useIntroAlreadySeen(): boolean {
  return useSyncExternalStore(nothingToWatch, introAlreadySeen, () => false);
}

export function rememberIntroSeen(): void {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, "1");
  } catch {
    // Storage refused: the intro may play again next time, which is harmless.
  }
}
