import type { StoredProfile, UserProfile } from "../profile/UserProfile";

/** The `users` collection: one profile document per account id. */
export interface ProfileStore {
  /** The document `users/{uid}`, or null when there is none. */
  read(uid: string): Promise<StoredProfile | null>;
  /** Writes the given fields into `users/{uid}`, keeping the fields not given. */
  merge(uid: string, fields: Partial<UserProfile>): Promise<void>;
}
