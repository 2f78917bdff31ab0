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

/**
 * Marks the intro seen as it starts playing. True when this call claimed it, i.e. it had not been
 * seen yet in this session (also when storage is refused: it may then play again, which is harmless).
 */
export function claimIntro(): boolean {
  try {
    if (introAlreadySeen()) return false;
    window.sessionStorage.setItem(INTRO_SEEN_KEY, "1");
  } catch {
    // Storage refused.
  }
  return true;
}
