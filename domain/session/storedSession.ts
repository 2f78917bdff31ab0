import * as v from "valibot";
import type { EpochMillis } from "../entities/EpochMillis";
import type { SessionUser } from "../entities/SessionUser";

const timestamp = v.pipe(v.number(), v.finite());

const sessionUserSchema = v.object({
  uid: v.pipe(v.string(), v.nonEmpty()),
  email: v.string(),
  bio: v.string(),
  class_level: v.string(),
  created_at: timestamp,
  first_name: v.string(),
  has_meal_plan: v.boolean(),
  last_active: timestamp,
  last_name: v.string(),
  location: v.string(),
  major: v.string(),
  preferences: v.object({
    interests: v.array(v.string()),
    preferred_meal_times: v.array(v.string()),
    dietary: v.optional(v.array(v.string())),
  }),
  university: v.string(),
});

/** The stored entry (spec §3): the user supplied at login and when the session ends. */
const storedSessionSchema = v.object({
  user: sessionUserSchema,
  expiry: timestamp,
});

export interface StoredSession {
  readonly user: SessionUser;
  readonly expiry: EpochMillis;
}

/**
 * Reads a stored entry back. Anything that is not JSON of the exact shape (an
 * older app version, a hand edit, a truncated write) is unreadable: null.
 * Unknown keys are dropped, so nothing but the listed fields ever reaches the app.
 */
export function parseStoredSession(entry: string): StoredSession | null {
  let json: unknown;
  try {
    json = JSON.parse(entry);
  } catch {
    return null;
  }
  const result = v.safeParse(storedSessionSchema, json);
  return result.success ? result.output : null;
}

export function serializeStoredSession(session: StoredSession): string {
  return JSON.stringify(v.parse(storedSessionSchema, session));
}
