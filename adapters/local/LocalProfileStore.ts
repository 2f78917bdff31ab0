import type { ProfileRecords } from "../../domain/profile/ports/ProfileRecords";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { NewProfile, ProfileChanges, ProfileDocument } from "../../domain/profile/UserProfile";
import type { Clock } from "../../domain/shared/ports/Clock";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * Profile documents in IndexedDB, keyed by account id: the offline stand-in for Firestore `users`,
 * for the student and for the system (erasure, suspension). Its clock stands for the server's: it sets the times.
 */
export class LocalProfileStore implements ProfileStore, ProfileRecords {
  readonly #database: LocalDatabase;
  readonly #clock: Clock;
  #afterCreate: ((uid: string) => Promise<void>) | null = null;

  constructor(database: LocalDatabase, clock: Clock) {
    this.#database = database;
    this.#clock = clock;
  }

  /**
   * What the system does once a profile is created (on Firebase, the functions' trigger on
   * `users/{uid}`): the new account inherits a hold kept for its address (InheritAccountHold).
   */
  afterCreate(reaction: (uid: string) => Promise<void>): void {
    this.#afterCreate = reaction;
  }

  async read(uid: string): Promise<ProfileDocument | null> {
    const profile = await this.#database.transact(["profiles"], "readonly", (transaction) =>
      requestResult<ProfileDocument | undefined>(transaction.objectStore("profiles").get(uid)),
    );
    return profile ?? null;
  }

  async create(uid: string, profile: NewProfile): Promise<void> {
    const now = this.#clock.now();
    await this.#database.transact(["profiles"], "readwrite", async (transaction) => {
      await requestResult(
        transaction
          .objectStore("profiles")
          .put({ ...profile, created_at: now, last_active: now, adult_confirmed_at: now }, uid),
      );
    });
    await this.#afterCreate?.(uid);
  }

  /** Like Firestore's `set(..., { merge: true })`: given fields replace, nested maps merge, others stay. */
  async merge(uid: string, changes: ProfileChanges): Promise<void> {
    await this.#update(uid, changes);
  }

  async markActive(uid: string): Promise<void> {
    await this.#update(uid, { last_active: this.#clock.now() });
  }

  async confirmAdult(uid: string): Promise<void> {
    await this.#update(uid, { adult_confirmed_at: this.#clock.now() });
  }

  async remove(uid: string): Promise<void> {
    await this.#database.transact(["profiles"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("profiles").delete(uid));
    });
  }

  async suspend(uid: string, until: number, reason: string): Promise<void> {
    await this.#update(uid, { suspended_until: until, suspension_reason: reason });
  }

  async #update(uid: string, fields: Record<string, unknown>): Promise<void> {
    await this.#database.transact(["profiles"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("profiles");
      const existing = await requestResult<Record<string, unknown> | undefined>(store.get(uid));
      await requestResult(store.put(mergeDeep(existing ?? {}, fields), uid));
    });
  }
}

function mergeDeep(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(value) && isPlainObject(current) ? mergeDeep(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
