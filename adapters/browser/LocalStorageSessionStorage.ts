import type { SessionStorage } from "../../domain/session/ports/SessionStorage";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/**
 * The session entry in `localStorage`, shared by every tab of the site; other
 * tabs' changes arrive as `storage` events. `window.localStorage` is looked up
 * on each use because merely reading it throws where storage is blocked.
 */
export class LocalStorageSessionStorage implements SessionStorage {
  readonly #window: Window;
  readonly #key: string;

  constructor(window: Window, key: string) {
    this.#window = window;
    this.#key = key;
  }

  read(): string | null {
    return this.#window.localStorage.getItem(this.#key);
  }

  write(entry: string): void {
    this.#window.localStorage.setItem(this.#key, entry);
  }

  remove(): void {
    this.#window.localStorage.removeItem(this.#key);
  }

  onChangedElsewhere(listener: () => void): Unsubscribe {
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared the whole storage.
      if (event.key === this.#key || event.key === null) listener();
    };
    this.#window.addEventListener("storage", onStorage);
    return () => this.#window.removeEventListener("storage", onStorage);
  }
}
