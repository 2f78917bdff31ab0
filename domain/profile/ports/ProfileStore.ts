import type { NewProfile, ProfileChanges, ProfileDocument } from "../UserProfile";

/**
 * The `users` collection: one profile document per account id. The store keeps the times
 * (`created_at`, `last_active`) by its own clock, so a device whose clock is wrong cannot set them.
 */
export interface ProfileStore {
  /**
   * The document `users/{uid}` as stored (times as epoch milliseconds), or null when there is none.
   * Nothing about its fields is checked: it may come from an older version of the app
   * (domain/profile/storedProfile.ts reads it).
   */
  read(uid: string): Promise<ProfileDocument | null>;
  /**
   * Writes a new document `users/{uid}`; `created_at`, `last_active` and `adult_confirmed_at` are
   * the store's time now. Called only once the student has confirmed they are 18 or older (the
   * sign-up's box, or the log-in's): the store records when.
   */
  create(uid: string, profile: NewProfile): Promise<void>;
  /** Writes the given fields into `users/{uid}`, keeping the fields not given (nested maps merge). */
  merge(uid: string, changes: ProfileChanges): Promise<void>;
  /** Sets `last_active` of `users/{uid}` to the store's time now. */
  markActive(uid: string): Promise<void>;
  /**
   * Records that the student confirmed they are 18 or older, at the store's time now
   * (`adult_confirmed_at`), on a profile created before the question was asked. Once only.
   */
  confirmAdult(uid: string): Promise<void>;
}
