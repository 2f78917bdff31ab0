import { useCallback, useSyncExternalStore } from "react";
import type { SessionUser } from "../../../domain/session/SessionUser";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

const signedOut = () => null;
const canRemember = () => true;

/**
 * The signed-in user, or null; re-renders when the session starts, ends or expires (in any tab).
 * A pre-rendered page was drawn with nobody signed in: its first render in the browser is too
 * (the server snapshot), then the stored session takes over.
 */
export function useSessionUser(): SessionUser | null {
  const session = useInjection(USE_CASES.session);
  const subscribe = useCallback((onChange: () => void) => session.subscribe(onChange), [session]);
  return useSyncExternalStore(subscribe, () => session.current(), signedOut);
}

/** False when the browser refuses to store the session, so it lasts only until the page closes. */
export function useCanRememberSession(): boolean {
  const session = useInjection(USE_CASES.session);
  const subscribe = useCallback((onChange: () => void) => session.subscribe(onChange), [session]);
  return useSyncExternalStore(subscribe, () => session.canRemember(), canRemember);
}
