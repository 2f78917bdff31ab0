import type { AppVisibility } from "../../domain/shared/ports/AppVisibility";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/**
 * The page is active while its document is visible (`document.visibilityState`) and the browser
 * believes it is online (`navigator.onLine`). Listeners hear of a change, once, from the
 * `visibilitychange`, `online` and `offline` events.
 */
export class DocumentVisibility implements AppVisibility {
  readonly #window: Window;

  constructor(window: Window) {
    this.#window = window;
  }

  isActive(): boolean {
    return this.#window.document.visibilityState === "visible" && this.#window.navigator.onLine;
  }

  onChange(listener: () => void): Unsubscribe {
    let active = this.isActive();
    const check = () => {
      const now = this.isActive();
      if (now === active) return;
      active = now;
      listener();
    };
    const { document } = this.#window;
    document.addEventListener("visibilitychange", check);
    this.#window.addEventListener("online", check);
    this.#window.addEventListener("offline", check);
    return () => {
      document.removeEventListener("visibilitychange", check);
      this.#window.removeEventListener("online", check);
      this.#window.removeEventListener("offline", check);
    };
  }
}
