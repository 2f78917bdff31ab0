import type { Unsubscribe } from "../../shared/ports/Unsubscribe";

/**
 * Where the signed-in session is remembered between visits, as one text entry.
 * Any method may throw when the storage is unavailable (private mode, quota).
 */
export interface SessionStorage {
  read(): string | null;
  write(entry: string): void;
  remove(): void;
  /** Called when another tab or window changes or removes the entry. */
  onChangedElsewhere(listener: () => void): Unsubscribe;
}
