import type { Coordinates } from "../../domain/location/Coordinates";
import { LocationError } from "../../domain/location/LocationError";
import type { Geocoder } from "../../domain/location/ports/Geocoder";
import type { Clock } from "../../domain/shared/ports/Clock";
import { placeNameIn } from "./placeName";
import { type CacheStorage, type Cell, cellOf, ReverseGeocodeCache } from "./reverseGeocodeCache";

export interface NominatimGeocoderOptions {
  /** Where Nominatim answers, e.g. https://nominatim.openstreetmap.org; a path prefix is kept. */
  readonly baseUrl: string;
  /** Paces the requests and dates the cached answers. */
  readonly clock: Clock;
  /** Where answers outlive a reload; the app passes `window.sessionStorage`. */
  readonly cache: CacheStorage;
  readonly fetch?: typeof globalThis.fetch;
  /** How long a request may take before the lookup fails. */
  readonly timeoutMs?: number;
  /** How long a cached answer is trusted. */
  readonly cacheMaxAgeMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The public server's usage policy: an absolute maximum of one request per second. */
const MIN_REQUEST_SPACING_MS = 1000;

/**
 * Reverse geocoding with Nominatim (spec §7), kept within its usage policy: requests
 * are spaced a second apart, answers are cached per ~1 km cell, and lookups of a cell
 * already being asked about share that request. The browser's Referer identifies the app.
 */
export class NominatimGeocoder implements Geocoder {
  readonly #reverseUrl: string;
  readonly #clock: Clock;
  readonly #fetch: typeof globalThis.fetch;
  readonly #timeoutMs: number;
  readonly #cache: ReverseGeocodeCache;
  readonly #pending = new Map<string, Promise<string | null>>();
  #nextRequestAt = Number.NEGATIVE_INFINITY;

  constructor(options: NominatimGeocoderOptions) {
    this.#reverseUrl = `${options.baseUrl.replace(/\/+$/, "")}/reverse`;
    this.#clock = options.clock;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#cache = new ReverseGeocodeCache(
      options.cache,
      options.clock,
      options.cacheMaxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS,
    );
  }

  async cityAt(position: Coordinates): Promise<string | null> {
    const cell = cellOf(position);
    const cached = this.#cache.read(cell);
    if (cached !== undefined) return cached.name;
    const key = `${cell.latitude},${cell.longitude}`;
    let lookup = this.#pending.get(key);
    if (lookup === undefined) {
      lookup = this.#lookUp(cell).finally(() => this.#pending.delete(key));
      this.#pending.set(key, lookup);
    }
    return lookup;
  }

  async #lookUp(cell: Cell): Promise<string | null> {
    await this.#turnToRequest();
    // Called unbound: a `window.fetch` passed in as is throws when called on another object.
    const fetch = this.#fetch;
    let name: string | null;
    try {
      const response = await fetch(this.#urlFor(cell), { signal: AbortSignal.timeout(this.#timeoutMs) });
      if (!response.ok) throw new Error(`Nominatim answered HTTP ${response.status}`);
      name = placeNameIn(await response.json());
    } catch (error) {
      throw new LocationError("city-lookup-failed", { cause: error });
    }
    this.#cache.write(cell, name);
    return name;
  }

  /** Resolves when this request's slot comes: each is a second after the one before. */
  #turnToRequest(): Promise<void> {
    const now = this.#clock.now();
    const slot = Math.max(now, this.#nextRequestAt);
    this.#nextRequestAt = slot + MIN_REQUEST_SPACING_MS;
    if (slot === now) return Promise.resolve();
    return new Promise((resolve) => this.#clock.after(slot - now, resolve));
  }

  /**
   * Asks about the cell rather than the exact position: the cached answer stands for
   * the whole cell anyway, and the public server learns less of where the student is.
   */
  #urlFor(cell: Cell): string {
    const query = new URLSearchParams({
      format: "json",
      lat: cell.latitude,
      lon: cell.longitude,
      addressdetails: "1",
    });
    return `${this.#reverseUrl}?${query}`;
  }
}
