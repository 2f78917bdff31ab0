import { useEffect } from "react";
import type { Unsubscribe } from "../../../domain/shared/ports/Unsubscribe";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/**
 * Asks where the student is before any location line is on screen (a page drawn hidden, under an
 * intro), so that the place is there when the line shows. In a task of its own after the page's
 * first frame, and without re-rendering the caller when the answer comes.
 */
export function useLocationAskedEarly(): void {
  const detectCity = useInjection(USE_CASES.detectCity);
  useEffect(() => {
    let unsubscribe: Unsubscribe = () => {};
    const asking = setTimeout(() => {
      unsubscribe = detectCity.subscribe(() => {});
    });
    return () => {
      clearTimeout(asking);
      unsubscribe();
    };
  }, [detectCity]);
}
