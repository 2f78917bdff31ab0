import type { ClockControl } from "../../domain/devtools/ports/ClockControl";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

interface Timer {
  readonly id: number;
  dueAt: number;
  readonly intervalMs: number | null;
  readonly callback: () => void;
}

/**
 * A clock that only moves when told to: tests set the time and fire due timers in order. As the
 * developer tools' control, it moves to a given time the same way.
 */
export class ManualClock implements Clock, ClockControl {
  readonly #start: number;
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();
  readonly #jumpListeners = new Set<() => void>();

  constructor(start: number | Date) {
    this.#now = typeof start === "number" ? start : start.getTime();
    this.#start = this.#now;
  }

  now(): number {
    return this.#now;
  }

  every(intervalMs: number, tick: () => void): Unsubscribe {
    return this.#schedule(intervalMs, intervalMs, tick);
  }

  after(delayMs: number, callback: () => void): Unsubscribe {
    return this.#schedule(delayMs, null, callback);
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order. */
  advanceBy(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = this.#earliestDueBy(target);
      if (due === undefined) break;
      this.#now = due.dueAt;
      if (due.intervalMs === null) this.#timers.delete(due.id);
      else due.dueAt += due.intervalMs;
      due.callback();
    }
    this.#now = target;
  }

  /** Jumps to `instant` (firing the timers due on the way), then tells those who watch for jumps. */
  skipTo(instant: number): void {
    if (instant > this.#now) this.advanceBy(instant - this.#now);
    this.#jumped();
  }

  /** Back to where the clock started (without firing any timer); a jump. */
  reset(): void {
    this.#now = this.#start;
    this.#jumped();
  }

  onJump(listener: () => void): Unsubscribe {
    this.#jumpListeners.add(listener);
    return () => {
      this.#jumpListeners.delete(listener);
    };
  }

  #jumped(): void {
    for (const listener of [...this.#jumpListeners]) listener();
  }

  offset(): number {
    return this.#now - this.#start;
  }

  pendingTimerCount(): number {
    return this.#timers.size;
  }

  #schedule(delayMs: number, intervalMs: number | null, callback: () => void): Unsubscribe {
    const id = this.#nextId++;
    this.#timers.set(id, { id, dueAt: this.#now + delayMs, intervalMs, callback });
    return () => {
      this.#timers.delete(id);
    };
  }

  #earliestDueBy(target: number): Timer | undefined {
    let earliest: Timer | undefined;
    for (const timer of this.#timers.values()) {
      if (timer.dueAt <= target && (earliest === undefined || timer.dueAt < earliest.dueAt)) earliest = timer;
    }
    return earliest;
  }
}
