import { useCallback, useRef, useSyncExternalStore } from "react";
import { nothingToWatch } from "../../../shared/ui/useHydrated";

/**
 * The intro plays once per browser session: coming back to /home should not replay seven seconds,
 * in this tab or another (a second tab for the mailbox, /home after logging out). A session cookie
 * (no expiry) lives exactly that long and is shared by every tab, where sessionStorage is per tab.
 */
export const INTRO_SEEN_COOKIE = "strangers_intro_seen";

function introAlreadySeen(): boolean {
  try {
    return document.cookie.split("; ").some((cookie) => cookie.startsWith(`${INTRO_SEEN_COOKIE}=`));
  } catch {
    return false;
  }
}

function markIntroSeen(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: read at render, so it must be synchronous (the Cookie Store API is not)
    document.cookie = `${INTRO_SEEN_COOKIE}=1; path=/; SameSite=Strict`;
  } catch {
    // Cookies refused: the intro may play again next time, which is harmless.
  }
}

/**
 * Whether the intro already played in this browser session, and `claim`, which the intro calls as
 * it starts: from then on it counts as seen (leaving half-way does not bring it back), while the
 * page that claimed it goes on playing it. A pre-rendered /home opens on the intro (the server
 * snapshot); a visitor who has seen it sees it leave on hydration. The claim does not change what
 * this page reads, so the hydration in progress is not disturbed.
 */
export function useIntroOnce(): { alreadySeen: boolean; claim: () => void } {
  const claimed = useRef(false);
  const alreadySeen = useSyncExternalStore(
    nothingToWatch,
    () => !claimed.current && introAlreadySeen(),
    () => false,
  );
  const claim = useCallback(() => {
    if (claimed.current || introAlreadySeen()) return;
    claimed.current = true;
    markIntroSeen();
  }, []);
  return { alreadySeen, claim };
}
