import type { SessionStorage } from "../../domain/session/ports/SessionStorage";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/** Session storage held in memory: for tests, which can also play "another tab". */
export class MemorySessionStorage implements SessionStorage {
  #entry: string | null = null;
  readonly #listeners = new Set<() => void>();

  read(): string | null {
    return this.#entry;
  }

  write(entry: string): void {
    this.#entry = entry;
  }

  remove(): void {
    this.#entry = null;
  }

  onChangedElsewhere(listener: () => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** What another tab does: change the entry and let this tab know. */
  changeElsewhere(entry: string | null): void {
    this.#entry = entry;
    for (const listener of [...this.#listeners]) listener();
  }
}
