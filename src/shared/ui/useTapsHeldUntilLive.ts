import { type RefObject, useLayoutEffect } from "react";
import type { HoldingElement } from "../forms/heldUntilLive";

/**
 * Makes the button's taps its own from now on, and replays those made before its code ran
 * (src/shared/forms/heldUntilLive.ts): an odd number of taps on a toggle leaves it toggled, as tapped.
 */
export function useTapsHeldUntilLive(button: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = button.current as HoldingElement | null;
    if (element === null || element.live) return;
    element.live = true;
    const held = element.tapsHeld ?? 0;
    element.tapsHeld = 0;
    for (let tap = 0; tap < held; tap++) element.click();
  }, [button]);
}
