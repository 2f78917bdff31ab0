import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type { ProfileRecords } from "../../../domain/profile/ports/ProfileRecords";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { NewProfile, ProfileChanges, ProfileDocument } from "../../../domain/profile/UserProfile";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { coalescedGets } from "./coalescedGets";

/** The profile fields stored as Timestamps (as the app writes them), epoch milliseconds in the domain. */
const TIME_FIELDS = ["created_at", "last_active", "snoozed_until", "adult_confirmed_at", "suspended_until"] as const;

/**
 * Profiles (`users/{uid}`) as the system reads them (matching needs interests, snoozes, suspensions
 * and addresses), suspends them for the trust and safety team, and removes them with an account.
 */
export class AdminProfileStore implements ProfileStore, ProfileRecords {
  readonly #firestore: Firestore;
  /** Profiles read together (a school's round reads hundreds) are read in a few requests. */
  readonly #get: ReturnType<typeof coalescedGets>;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
    this.#get = coalescedGets(firestore);
  }

  async read(uid: string): Promise<ProfileDocument | null> {
    const data = (await this.#get(this.#profile(uid))).data();
    return data === undefined ? null : profileFromDocument(data);
  }

  async create(uid: string, profile: NewProfile): Promise<void> {
    const now = FieldValue.serverTimestamp();
    await this.#profile(uid).create({
      ...toDocument(profile),
      created_at: now,
      last_active: now,
      adult_confirmed_at: now,
    });
  }

  async merge(uid: string, changes: ProfileChanges): Promise<void> {
    await this.#profile(uid).set(toDocument(changes), { merge: true });
  }

  async markActive(uid: string): Promise<void> {
    await this.#profile(uid).update({ last_active: FieldValue.serverTimestamp() });
  }

  async confirmAdult(uid: string): Promise<void> {
    await this.#profile(uid).update({ adult_confirmed_at: FieldValue.serverTimestamp() });
  }

  async remove(uid: string): Promise<void> {
    await this.#profile(uid).delete();
  }

  async suspend(uid: string, until: number, reason: string): Promise<void> {
    await this.#profile(uid).update({ suspended_until: ADMIN_TIME_CODEC.fromMillis(until), suspension_reason: reason });
  }

  #profile(uid: string) {
    return this.#firestore.doc(`users/${uid}`);
  }
}

/** Firestore refuses `undefined`: a field given as undefined is not written; a snooze's end is a Timestamp. */
function toDocument(fields: object): Record<string, unknown> {
  const document: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (typeof document.snoozed_until === "number") {
    document.snoozed_until = ADMIN_TIME_CODEC.fromMillis(document.snoozed_until);
  }
  return document;
}

/** A profile document as the domain reads it: its times in epoch milliseconds. */
export function profileFromDocument(data: Record<string, unknown>): ProfileDocument {
  const profile: Record<string, unknown> = { ...data };
  for (const field of TIME_FIELDS) {
    if (field in data && data[field] !== null) profile[field] = ADMIN_TIME_CODEC.toMillis(data[field]);
  }
  return profile;
}
