import type { ProfileStore } from "../../domain/ports/ProfileStore";
import type { StoredProfile, UserProfile } from "../../domain/profile/UserProfile";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Profile documents in IndexedDB, keyed by account id: the offline stand-in for Firestore `users`. */
export class LocalProfileStore implements ProfileStore {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async read(uid: string): Promise<StoredProfile | null> {
    const profile = await this.#database.transact(["profiles"], "readonly", (transaction) =>
      requestResult<StoredProfile | undefined>(transaction.objectStore("profiles").get(uid)),
    );
    return profile ?? null;
  }

  /** Like Firestore's `set(..., { merge: true })`: given fields replace, nested maps merge, others stay. */
  async merge(uid: string, fields: Partial<UserProfile>): Promise<void> {
    await this.#database.transact(["profiles"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("profiles");
      const existing = await requestResult<StoredProfile | undefined>(store.get(uid));
      await requestResult(store.put(mergeDeep(existing ?? {}, fields), uid));
    });
  }
}

function mergeDeep(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    result[key] = isPlainObject(value) && isPlainObject(current) ? mergeDeep(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
