import type { MealPreferences } from "../profile/UserProfile";
import type { EpochMillis } from "../shared/EpochMillis";
import type { SessionUser } from "./SessionUser";
import { SESSION_LIFETIME_MS } from "./sessionRules";

/** The stored entry (spec §3): the user supplied at login and when the session ends. */
export interface StoredSession {
  readonly user: SessionUser;
  readonly expiry: EpochMillis;
}

// A hand-written check of one fixed shape: a schema library would add 2 KB to every page's script.
type Fields = Readonly<Record<string, unknown>>;
const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isTexts = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every(isText);
const isTimestamp = (value: unknown): value is EpochMillis => typeof value === "number" && Number.isFinite(value);

function readPreferences(value: unknown): MealPreferences | null {
  if (!isFields(value) || !isTexts(value.interests) || !isTexts(value.preferred_meal_times)) return null;
  if (value.dietary !== undefined && !isTexts(value.dietary)) return null;
  return {
    interests: [...value.interests],
    preferred_meal_times: [...value.preferred_meal_times],
    ...(value.dietary === undefined ? {} : { dietary: [...value.dietary] }),
  };
}

/** The user with exactly the §3 fields, or null when any is missing or of the wrong type. */
function readUser(value: unknown): SessionUser | null {
  if (!isFields(value) || !isText(value.uid) || value.uid === "") return null;
  const { email, bio, class_level, first_name, last_name, location, major, university } = value;
  const texts = [email, bio, class_level, first_name, last_name, location, major, university];
  if (!texts.every(isText) || typeof value.has_meal_plan !== "boolean") return null;
  if (!isTimestamp(value.created_at) || !isTimestamp(value.last_active)) return null;
  const preferences = readPreferences(value.preferences);
  if (preferences === null) return null;
  const snoozed = value.snoozed_until;
  if (snoozed !== undefined && snoozed !== null && !isTimestamp(snoozed)) return null;
  const adult = value.adult_confirmed_at;
  if (adult !== undefined && !isTimestamp(adult)) return null;
  return {
    uid: value.uid,
    email: email as string,
    bio: bio as string,
    class_level: class_level as string,
    created_at: value.created_at,
    first_name: first_name as string,
    has_meal_plan: value.has_meal_plan,
    last_active: value.last_active,
    last_name: last_name as string,
    location: location as string,
    major: major as string,
    preferences,
    university: university as string,
    ...(isTimestamp(snoozed) ? { snoozed_until: snoozed } : {}),
    ...(isTimestamp(adult) ? { adult_confirmed_at: adult } : {}),
  };
}

function readSession(value: unknown): StoredSession | null {
  if (!isFields(value) || !isTimestamp(value.expiry)) return null;
  const user = readUser(value.user);
  return user === null ? null : { user, expiry: value.expiry };
}

/**
 * Reads a stored entry back. Anything that is not JSON of the exact shape (an
 * older app version, a hand edit, a truncated write) is unreadable: null.
 * Unknown keys are dropped, so nothing but the listed fields ever reaches the app.
 * An expiry further ahead of `now` than a whole session lasts was never written
 * by the app (a hand edit to stay signed in for ever): unreadable too.
 */
export function parseStoredSession(entry: string, now: EpochMillis): StoredSession | null {
  let session: StoredSession | null;
  try {
    session = readSession(JSON.parse(entry));
  } catch {
    return null;
  }
  return session !== null && session.expiry - now > SESSION_LIFETIME_MS ? null : session;
}

export function serializeStoredSession(session: StoredSession): string {
  const checked = readSession(session);
  if (checked === null) throw new TypeError("A session of the wrong shape cannot be stored");
  return JSON.stringify(checked);
}
