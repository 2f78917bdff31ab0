import type { ClockControl } from "../../domain/devtools/ports/ClockControl";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { watchClockJumps } from "./clockJumps";

/** Where the offset is kept: shared by every tab of the site, and kept across reloads. */
export const CLOCK_OFFSET_KEY = "strangers.dev.clockOffset";

/**
 * The real clock, moved forward by the developer tools (local builds only): `now()` is the real time
 * plus an offset kept in localStorage; timers run in real time. Where storage is refused, the
 * offset lives in this page alone.
 */
export class AdjustableClock implements Clock, ClockControl {
  readonly #storage: () => Storage;
  readonly #jumpListeners = new Set<() => void>();
  #memoryOffset = 0;

  constructor(storage: () => Storage) {
    this.#storage = storage;
  }

  now(): EpochMillis {
    return Date.now() + this.offset();
  }

  every(intervalMs: number, tick: () => void): Unsubscribe {
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  }

  after(delayMs: number, callback: () => void): Unsubscribe {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  }

  /** A skip in this tab, in another tab (the storage event), or the device's own jumps. */
  onJump(listener: () => void): Unsubscribe {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CLOCK_OFFSET_KEY) listener();
    };
    this.#jumpListeners.add(listener);
    window.addEventListener("storage", onStorage);
    const stopWatching = watchClockJumps(listener);
    return () => {
      this.#jumpListeners.delete(listener);
      window.removeEventListener("storage", onStorage);
      stopWatching();
    };
  }

  skipTo(instant: EpochMillis): void {
    this.#write(instant - Date.now());
  }

  reset(): void {
    this.#write(0);
  }

  offset(): number {
    try {
      const stored = Number(this.#storage().getItem(CLOCK_OFFSET_KEY) ?? "0");
      return Number.isFinite(stored) ? stored : 0;
    } catch {
      return this.#memoryOffset;
    }
  }

  #write(offset: number): void {
    this.#memoryOffset = offset;
    try {
      if (offset === 0) this.#storage().removeItem(CLOCK_OFFSET_KEY);
      else this.#storage().setItem(CLOCK_OFFSET_KEY, String(offset));
    } catch {
      // Storage refused: the offset stays in memory.
    }
    for (const listener of this.#jumpListeners) listener();
  }
}
