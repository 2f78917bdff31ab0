import { useEffect, useState } from "react";

/**
 * Keeps the screen on while mounted (Screen Wake Lock), where the browser allows it; asks again
 * when the page becomes visible (the browser lets go of the lock when it is hidden). Returns
 * whether the lock is held now.
 */
export function useScreenWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (!active) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener("release", () => setHeld(false));
      } catch {
        setHeld(false); // Refused (battery saver, a hidden page): the colour still shows.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && sentinel?.released !== false) void request();
    };
    void request();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => {});
    };
  }, []);
  return held;
}
