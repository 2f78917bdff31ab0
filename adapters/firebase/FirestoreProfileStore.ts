import { doc, type Firestore, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from "firebase/firestore/lite";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import type { NewProfile, ProfileChanges, ProfileDocument } from "../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";

/** The profile fields Firestore keeps as Timestamps and the domain as epoch milliseconds. */
const TIME_FIELDS = ["created_at", "last_active"] as const;

/**
 * Profiles in the Firestore collection `users`, one document per account id. The times are
 * server timestamps: the security rules accept no other (firestore.rules).
 */
export class FirestoreProfileStore implements ProfileStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(uid: string): Promise<ProfileDocument | null> {
    const snapshot = await withDomainErrors(getDoc(this.#profileDocument(uid)));
    const data = snapshot.data();
    return data === undefined ? null : fromDocument(data);
  }

  async create(uid: string, profile: NewProfile): Promise<void> {
    const now = serverTimestamp();
    await withDomainErrors(
      setDoc(this.#profileDocument(uid), { ...withoutUndefined(profile), created_at: now, last_active: now }),
    );
  }

  /** `setDoc` with merge: the given fields replace, nested maps merge key by key, the others stay. */
  async merge(uid: string, changes: ProfileChanges): Promise<void> {
    await withDomainErrors(setDoc(this.#profileDocument(uid), withoutUndefined(changes), { merge: true }));
  }

  async markActive(uid: string): Promise<void> {
    await withDomainErrors(updateDoc(this.#profileDocument(uid), { last_active: serverTimestamp() }));
  }

  #profileDocument(uid: string) {
    return doc(this.#firestore, "users", uid);
  }
}

/** Firestore refuses `undefined` values; a field given as undefined is simply not written. */
function withoutUndefined(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function fromDocument(data: Record<string, unknown>): ProfileDocument {
  const profile: Record<string, unknown> = { ...data };
  for (const field of TIME_FIELDS) {
    const value = data[field];
    if (value instanceof Timestamp) profile[field] = value.toMillis();
  }
  return profile;
}

async function withDomainErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isUnreachable(error) ? new ServiceUnreachableError("Firestore cannot be reached", { cause: error }) : error;
  }
}

/**
 * `unavailable` is Firestore's code for "try again later". The lite SDK has no retries of its own and
 * reports a request that never got an answer (offline, DNS) as `unknown`; `deadline-exceeded` is a time-out.
 */
function isUnreachable(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "unavailable" || error.code === "unknown" || error.code === "deadline-exceeded";
}
