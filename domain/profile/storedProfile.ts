import type { EpochMillis } from "../shared/EpochMillis";
import type { MealPreferences, ProfileDocument, StoredProfile } from "./UserProfile";

/**
 * Reads a stored profile field by field. A profile written by an older version of the app, by
 * hand in the console, or half-written may hold a field of the wrong type: that field is left out,
 * so the default profile's value stands in for it (`completeProfile`), and the student is not
 * locked out by one bad field. Fields the app does not know are dropped. Whether a text is one of
 * the choices the profile screen offers (a class level, a dietary need) is the form's concern
 * (`profileEditOf`): this module stays free of the profile rules, as it loads with log-in.
 */
export function readStoredProfile(stored: ProfileDocument): StoredProfile {
  const profile: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if (isText(stored[field])) profile[field] = stored[field];
  }
  if (typeof stored.has_meal_plan === "boolean") profile.has_meal_plan = stored.has_meal_plan;
  if (isTime(stored.created_at)) profile.created_at = stored.created_at;
  if (isTime(stored.last_active)) profile.last_active = stored.last_active;
  if (stored.snoozed_until === null || isTime(stored.snoozed_until)) profile.snoozed_until = stored.snoozed_until;
  if (isTime(stored.adult_confirmed_at)) profile.adult_confirmed_at = stored.adult_confirmed_at;
  if (stored.suspended_until === null || isTime(stored.suspended_until))
    profile.suspended_until = stored.suspended_until;
  if (stored.suspension_reason === null || isText(stored.suspension_reason)) {
    profile.suspension_reason = stored.suspension_reason;
  }
  // Checked where it is used (notificationPreferencesOf): a choice it cannot read falls back to the default.
  if (isFields(stored.notifications)) profile.notifications = stored.notifications;
  const preferences = readPreferences(stored.preferences);
  if (preferences !== null) profile.preferences = preferences;
  if (typeof stored.emailVerified === "boolean") profile.emailVerified = stored.emailVerified;
  return profile as StoredProfile;
}

const TEXT_FIELDS = [
  "bio",
  "class_level",
  "email",
  "first_name",
  "last_name",
  "location",
  "major",
  "university",
] as const;
const isText = (value: unknown): value is string => typeof value === "string";
const isTime = (value: unknown): value is EpochMillis => typeof value === "number" && Number.isFinite(value);
const isFields = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const texts = (value: unknown): string[] | null => (Array.isArray(value) && value.every(isText) ? [...value] : null);

/** Each list on its own: a list that is not a list of texts falls back to empty. */
function readPreferences(value: unknown): MealPreferences | null {
  if (!isFields(value)) return null;
  const dietary = texts(value.dietary);
  return {
    interests: texts(value.interests) ?? [],
    preferred_meal_times: texts(value.preferred_meal_times) ?? [],
    ...(dietary === null ? {} : { dietary }),
  };
}
