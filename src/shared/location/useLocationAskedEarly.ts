import { useEffect } from "react";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { yieldToMain } from "../ui/yieldToMain";

/**
 * Asks where the student is before any location line is on screen (a page drawn hidden, under an
 * intro), so that the place is there when the line shows. In a task of its own after the page's
 * first frame, and without re-rendering the caller when the answer comes.
 */
export function useLocationAskedEarly(): void {
  const detectCity = useInjection(USE_CASES.detectCity);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) unsubscribe = detectCity.subscribe(() => {});
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [detectCity]);
}
