import type { Clock } from "../shared/ports/Clock";
import type { Unsubscribe } from "../shared/ports/Unsubscribe";
import type { Identity } from "./ports/Identity";
import type { SessionStorage } from "./ports/SessionStorage";
import type { SessionUser } from "./SessionUser";
import { SESSION_LIFETIME_MS, SESSION_RECHECK_INTERVAL_MS } from "./sessionRules";
import { parseStoredSession, serializeStoredSession } from "./storedSession";

/**
 * Who is signed in (spec §4 Session). Signed in from `start` until `end`, until
 * the stored expiry passes, or until the stored entry turns unreadable (it is
 * then removed). While anyone subscribes, the entry is re-checked every 60 s
 * and whenever another tab changes it.
 *
 * When the browser refuses storage, the session lives in memory for this page
 * only, and `canRemember()` turns false so the UI can say so.
 *
 * The identity provider keeps a sign-in of its own (Firebase's refresh token). Whenever this
 * session ends here (logout, expiry, an unreadable entry), the provider is signed out too, so a
 * shared computer does not keep the student signed in to the provider.
 */
export class Session {
  readonly #storage: SessionStorage;
  readonly #clock: Clock;
  readonly #identity: Identity;
  readonly #listeners = new Set<() => void>();
  #stopWatching: Unsubscribe | null = null;
  /** The last readable entry, and what it holds. */
  #entry: string | null = null;
  #user: SessionUser | null = null;
  #expiry = 0;
  #memoryEntry: string | null = null;
  #canRemember = true;

  constructor(storage: SessionStorage, clock: Clock, identity: Identity) {
    this.#storage = storage;
    this.#clock = clock;
    this.#identity = identity;
    this.refresh();
  }

  /** The signed-in user; the same object until the session changes. */
  current(): SessionUser | null {
    return this.#user;
  }

  /** False once the browser refused to store the session. */
  canRemember(): boolean {
    return this.#canRemember;
  }

  start(user: SessionUser): void {
    const expiry = this.#clock.now() + SESSION_LIFETIME_MS;
    this.#write(serializeStoredSession({ user, expiry }));
    this.refresh();
  }

  /** Replaces the signed-in user's details (after a profile edit), keeping the session's expiry. */
  update(user: SessionUser): void {
    if (this.#user === null) return;
    this.#write(serializeStoredSession({ user, expiry: this.#expiry }));
    this.refresh();
  }

  /** Ends the session, and signs the provider out; resolves once the provider has been told (never fails). */
  end(): Promise<void> {
    this.#remove();
    this.refresh();
    return this.#signOutProvider();
  }

  /** Reads the stored entry again and tells subscribers if the signed-in user changed. */
  refresh(): void {
    const userBefore = this.#user;
    const canRememberBefore = this.#canRemember;
    const entry = this.#read();
    let endedHere = false;
    if (entry !== this.#entry) {
      const stored = entry === null ? null : parseStoredSession(entry, this.#clock.now());
      if (entry !== null && stored === null) {
        this.#remove();
        endedHere = true;
      }
      this.#entry = stored === null ? null : entry;
      this.#user = stored?.user ?? null;
      this.#expiry = stored?.expiry ?? 0;
    }
    if (this.#user !== null && this.#clock.now() >= this.#expiry) {
      this.#remove();
      this.#entry = null;
      this.#user = null;
      endedHere = true;
    }
    // Expired or unreadable: the provider's own sign-in must not outlive the session.
    if (endedHere) void this.#signOutProvider();
    if (userBefore !== this.#user || canRememberBefore !== this.#canRemember) {
      for (const listener of [...this.#listeners]) listener();
    }
  }

  subscribe(listener: () => void): Unsubscribe {
    this.#listeners.add(listener);
    if (this.#stopWatching === null) this.#startWatching();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stopWatchingNow();
    };
  }

  #signOutProvider(): Promise<void> {
    return this.#identity.signOut().catch(() => {});
  }

  #startWatching(): void {
    const stopTicking = this.#clock.every(SESSION_RECHECK_INTERVAL_MS, () => this.refresh());
    let stopListening: Unsubscribe = () => {};
    try {
      stopListening = this.#storage.onChangedElsewhere(() => this.refresh());
    } catch {
      this.#canRemember = false;
    }
    this.#stopWatching = () => {
      stopTicking();
      stopListening();
    };
  }

  #stopWatchingNow(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  #read(): string | null {
    try {
      const entry = this.#storage.read();
      return this.#canRemember ? entry : this.#memoryEntry;
    } catch {
      this.#canRemember = false;
      return this.#memoryEntry;
    }
  }

  #write(entry: string): void {
    this.#memoryEntry = entry;
    try {
      this.#storage.write(entry);
    } catch {
      this.#canRemember = false;
    }
  }

  #remove(): void {
    this.#memoryEntry = null;
    try {
      this.#storage.remove();
    } catch {
      this.#canRemember = false;
    }
  }
}
