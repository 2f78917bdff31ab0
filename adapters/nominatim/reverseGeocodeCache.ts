import type { Coordinates } from "../../domain/location/Coordinates";
import type { Clock } from "../../domain/shared/ports/Clock";

/** A square of about 1 km: the position rounded to 2 decimals, the precision the lookups work at. */
export interface Cell {
  readonly latitude: string;
  readonly longitude: string;
}

export function cellOf(position: Coordinates): Cell {
  return { latitude: twoDecimals(position.latitude), longitude: twoDecimals(position.longitude) };
}

// Math.round first so that, e.g., -0.001 and 0.001 share the cell "0.00".
const twoDecimals = (degrees: number) => (Math.round(degrees * 100) / 100).toFixed(2);

/** Only what the cache uses of a `Storage`, so tests can pass their own. */
export type CacheStorage = Pick<Storage, "getItem" | "setItem">;

interface Entry {
  readonly name: string | null;
  readonly storedAt: number;
}

const KEY_PREFIX = "strangers.place:";

/**
 * The place names already looked up, by cell, kept in a `Storage` so that reloads
 * do not ask again. Storage that is full or blocked (it throws) only means no cache.
 */
export class ReverseGeocodeCache {
  readonly #storage: CacheStorage;
  readonly #clock: Clock;
  readonly #maxAgeMs: number;

  constructor(storage: CacheStorage, clock: Clock, maxAgeMs: number) {
    this.#storage = storage;
    this.#clock = clock;
    this.#maxAgeMs = maxAgeMs;
  }

  /** The name stored for the cell (null: a place without one), or undefined when none is stored or it is too old. */
  read(cell: Cell): { readonly name: string | null } | undefined {
    const entry = parseEntry(attempt(() => this.#storage.getItem(keyOf(cell))) ?? null);
    if (entry === undefined) return undefined;
    const age = this.#clock.now() - entry.storedAt;
    return age >= 0 && age < this.#maxAgeMs ? { name: entry.name } : undefined;
  }

  write(cell: Cell, name: string | null): void {
    const entry: Entry = { name, storedAt: this.#clock.now() };
    attempt(() => this.#storage.setItem(keyOf(cell), JSON.stringify(entry)));
  }
}

function attempt<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}

const keyOf = (cell: Cell) => `${KEY_PREFIX}${cell.latitude},${cell.longitude}`;

function parseEntry(text: string | null): Entry | undefined {
  if (text === null) return undefined;
  try {
    const entry: unknown = JSON.parse(text);
    if (typeof entry !== "object" || entry === null) return undefined;
    const { name, storedAt } = entry as Record<string, unknown>;
    if ((typeof name === "string" || name === null) && typeof storedAt === "number") return { name, storedAt };
  } catch {
    // Not ours, or written by an older version: as good as absent.
  }
  return undefined;
}
