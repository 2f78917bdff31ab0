import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { watchClockJumps } from "./clockJumps";

/** The real clock: `Date.now` and the window's timers. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  every(intervalMs: number, tick: () => void): Unsubscribe {
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  }

  after(delayMs: number, callback: () => void): Unsubscribe {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  }

  onJump(listener: () => void): Unsubscribe {
    return watchClockJumps(listener);
  }
}
