import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/** How often the wall clock is compared with the time that passed, and how far off counts as a jump. */
export const CLOCK_JUMP_CHECK_INTERVAL_MS = 5_000;
export const CLOCK_JUMP_TOLERANCE_MS = 2_000;

/**
 * Calls `listener` when the device's time jumped: the page shown again (a phone waking up), or a
 * check finding that much more time passed than it waited (a laptop that slept with the page open,
 * the system clock set).
 */
export function watchClockJumps(listener: () => void): Unsubscribe {
  let last = Date.now();
  const check = setInterval(() => {
    const now = Date.now();
    if (Math.abs(now - last - CLOCK_JUMP_CHECK_INTERVAL_MS) > CLOCK_JUMP_TOLERANCE_MS) listener();
    last = now;
  }, CLOCK_JUMP_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") listener();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(check);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
