import type { Firestore } from "firebase-admin/firestore";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";
import type { StoredProfile, UserProfile } from "../../../domain/profile/UserProfile";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** The profile fields stored as Timestamps (as the app writes them), epoch milliseconds in the domain. */
const TIME_FIELDS = ["created_at", "last_active", "snoozed_until"] as const;

/** Profiles (`users/{uid}`) as the system reads them: matching needs interests, snoozes and addresses. */
export class AdminProfileStore implements ProfileStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(uid: string): Promise<StoredProfile | null> {
    const data = (await this.#firestore.doc(`users/${uid}`).get()).data();
    if (data === undefined) return null;
    const profile: Record<string, unknown> = { ...data };
    for (const field of TIME_FIELDS) {
      if (field in data && data[field] !== null) profile[field] = ADMIN_TIME_CODEC.toMillis(data[field]);
    }
    return profile as StoredProfile;
  }

  async merge(uid: string, fields: Partial<UserProfile>): Promise<void> {
    const document: Record<string, unknown> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    for (const field of TIME_FIELDS) {
      const millis = fields[field];
      if (typeof millis === "number") document[field] = ADMIN_TIME_CODEC.fromMillis(millis);
    }
    await this.#firestore.doc(`users/${uid}`).set(document, { merge: true });
  }
}
