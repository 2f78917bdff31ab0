import { useCallback, useRef, useSyncExternalStore } from "react";
import { nothingToWatch } from "../../../shared/ui/useHydrated";
import { introAlreadySeen, markIntroSeen } from "./introSeenCookie";

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
