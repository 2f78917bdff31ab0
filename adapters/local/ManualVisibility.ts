import type { AppVisibility } from "../../domain/shared/ports/AppVisibility";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/** Visibility set by hand: tests hide the page or take it offline; the pre-renderer's page is always "active". */
export class ManualVisibility implements AppVisibility {
  readonly #listeners = new Set<() => void>();
  #active: boolean;

  constructor(active = true) {
    this.#active = active;
  }

  isActive(): boolean {
    return this.#active;
  }

  /** Hidden or offline (false), or visible and online again (true); listeners hear of a change. */
  setActive(active: boolean): void {
    if (active === this.#active) return;
    this.#active = active;
    for (const listener of [...this.#listeners]) listener();
  }

  onChange(listener: () => void): Unsubscribe {
    const subscription = () => listener();
    this.#listeners.add(subscription);
    return () => {
      this.#listeners.delete(subscription);
    };
  }

  listenerCount(): number {
    return this.#listeners.size;
  }
}
