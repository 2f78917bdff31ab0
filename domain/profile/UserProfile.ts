import type { EpochMillis } from "../shared/EpochMillis";

export interface MealPreferences {
  readonly interests: readonly string[];
  readonly preferred_meal_times: readonly string[];
  /**
   * Optional dietary needs ("vegetarian", "halal", ...). An addition to the
   * spec's §3 entity: absent from the default profile, written once chosen.
   */
  readonly dietary?: readonly string[];
}

/**
 * The profile document kept in `users/{uid}` (spec §3). Field names follow the
 * stored document, so adapters can write it as it is.
 */
export interface UserProfile {
  readonly bio: string;
  readonly class_level: string;
  readonly created_at: EpochMillis;
  readonly email: string;
  readonly first_name: string;
  readonly has_meal_plan: boolean;
  readonly last_active: EpochMillis;
  readonly last_name: string;
  readonly location: string;
  readonly major: string;
  readonly preferences: MealPreferences;
  readonly university: string;
  /**
   * Matching is paused until then (the student's own snooze); absent or null when it is not. An
   * addition to the spec's §3 entity, written once a student pauses.
   */
  readonly snoozed_until?: EpochMillis | null;
  /**
   * When the student confirmed they are at least MINIMUM_AGE_YEARS (the store's time, written with
   * the profile, or once later by a profile created before the question was asked: absent until then).
   */
  readonly adult_confirmed_at?: EpochMillis;
  /**
   * Suspended by the trust and safety team until then (absent or null when not), and why (the
   * reason of the report acted on). Written by the system only; the student reads it.
   */
  readonly suspended_until?: EpochMillis | null;
  readonly suspension_reason?: string | null;
  /**
   * The student's choices of notifications (read by domain/notifications/NotificationPreferences.ts):
   * the kinds turned off, and quiet hours as minutes of the day. Absent until set.
   */
  readonly notifications?: StoredNotificationChoices;
}

/** How a profile keeps the choices of notifications. */
export interface StoredNotificationChoices {
  readonly off: readonly string[];
  readonly quiet_hours: { readonly from: number; readonly to: number } | null;
}

/** A profile document as a store hands it back: unchecked, whatever version of the app wrote it. */
export type ProfileDocument = Readonly<Record<string, unknown>>;

/** A stored document once checked: the fields that were readable, and the flag an older app wrote. */
export type StoredProfile = Partial<UserProfile> & { readonly emailVerified?: boolean };

/**
 * What creating a profile writes: everything but the times, which the store sets by its own clock
 * (the age confirmation's among them), and what only the system writes.
 */
export type NewProfile = Omit<
  UserProfile,
  "created_at" | "last_active" | "adult_confirmed_at" | "suspended_until" | "suspension_reason"
>;

/** The fields a student changes after creation; `created_at` and `email` never change, `last_active` is the store's. */
export const EDITABLE_FIELDS = [
  "bio",
  "class_level",
  "first_name",
  "has_meal_plan",
  "last_name",
  "location",
  "major",
  "preferences",
  "university",
  "snoozed_until",
  "notifications",
] as const satisfies readonly (keyof UserProfile)[];

export type ProfileChanges = Partial<Pick<UserProfile, (typeof EDITABLE_FIELDS)[number]>>;

/** The profile written at a student's first verified login. */
export function defaultProfile(email: string, createdAt: EpochMillis): UserProfile {
  return {
    bio: "",
    class_level: "",
    created_at: createdAt,
    email,
    first_name: "",
    has_meal_plan: false,
    last_active: createdAt,
    last_name: "",
    location: "",
    major: "",
    preferences: { interests: [], preferred_meal_times: [] },
    university: "",
  };
}

/** A stored document completed with defaults for whatever it lacks; stored values win. */
export function completeProfile(stored: StoredProfile, email: string, now: EpochMillis): UserProfile {
  const defaults = defaultProfile(email, now);
  const { emailVerified: _flag, ...fields } = stored;
  return {
    ...defaults,
    ...fields,
    preferences: { ...defaults.preferences, ...fields.preferences },
  };
}

/** What `ProfileStore.create` writes for `profile`. */
export function newProfileOf(profile: UserProfile): NewProfile {
  const {
    created_at: _created,
    last_active: _active,
    adult_confirmed_at: _adult,
    suspended_until: _suspended,
    suspension_reason: _why,
    ...fields
  } = profile;
  return fields;
}

/** The editable fields `profile` holds, for a merge. */
export function changesOf(profile: UserProfile): ProfileChanges {
  const entries = EDITABLE_FIELDS.map((field) => [field, profile[field]] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as ProfileChanges;
}
