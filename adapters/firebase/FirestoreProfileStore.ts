import { doc, type Firestore, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from "firebase/firestore/lite";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { NewProfile, ProfileChanges, ProfileDocument } from "../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";

/**
 * The profile fields Firestore keeps as Timestamps and the domain as epoch milliseconds (the rules
 * compare a snooze's end with request.time). A snooze may also be null: no snooze.
 */
const TIME_FIELDS = ["created_at", "last_active", "snoozed_until", "adult_confirmed_at", "suspended_until"] as const;

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
      setDoc(this.#profileDocument(uid), {
        ...toDocument(profile),
        created_at: now,
        last_active: now,
        adult_confirmed_at: now,
      }),
    );
  }

  /** `setDoc` with merge: the given fields replace, nested maps merge key by key, the others stay. */
  async merge(uid: string, changes: ProfileChanges): Promise<void> {
    await withDomainErrors(setDoc(this.#profileDocument(uid), toDocument(changes), { merge: true }));
  }

  async markActive(uid: string): Promise<void> {
    await withDomainErrors(updateDoc(this.#profileDocument(uid), { last_active: serverTimestamp() }));
  }

  async confirmAdult(uid: string): Promise<void> {
    await withDomainErrors(updateDoc(this.#profileDocument(uid), { adult_confirmed_at: serverTimestamp() }));
  }

  #profileDocument(uid: string) {
    return doc(this.#firestore, "users", uid);
  }
}

/**
 * Firestore refuses `undefined` values: a field given as undefined is simply not written. A snooze's
 * end is written as a Timestamp (the others are the server's times, set above).
 */
function toDocument(fields: object): Record<string, unknown> {
  const document: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (typeof document.snoozed_until === "number") document.snoozed_until = Timestamp.fromMillis(document.snoozed_until);
  return document;
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
