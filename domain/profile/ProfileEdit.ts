import {
  BIO_MAX_LENGTH,
  CLASS_LEVELS,
  DIETARY_OPTIONS,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  NAME_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from "./profileRules";
import type { StoredProfile, UserProfile } from "./UserProfile";

/** What the profile screen edits: the §3 fields a student fills in themselves. */
export interface ProfileEdit {
  readonly first_name: string;
  readonly last_name: string;
  readonly university: string;
  readonly class_level: string;
  readonly major: string;
  readonly bio: string;
  readonly has_meal_plan: boolean;
  readonly interests: readonly string[];
  readonly preferred_meal_times: readonly string[];
  readonly dietary: readonly string[];
}

export type ProfileField = keyof ProfileEdit;

export type ProfileProblem = "required" | "too-long" | "not-an-option" | "too-many" | "unknown-field" | "wrong-type";

export type ProfileProblems = Partial<Record<ProfileField | "form", ProfileProblem>>;

export type ProfileCheck =
  | { readonly valid: true; readonly profile: ProfileEdit }
  | { readonly valid: false; readonly problems: ProfileProblems };

const FIELDS: readonly ProfileField[] = [
  "first_name",
  "last_name",
  "university",
  "class_level",
  "major",
  "bio",
  "has_meal_plan",
  "interests",
  "preferred_meal_times",
  "dietary",
];

/**
 * The edit form's starting values, from the profile as stored. A choice the form does not offer (a class
 * level or dietary need written by an older version, or by hand) starts unchosen rather than invalid.
 */
export function profileEditOf(profile: UserProfile): ProfileEdit {
  const offered = (options: readonly string[]) => (value: string) => options.includes(value);
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    university: profile.university,
    class_level: offered(CLASS_LEVELS)(profile.class_level) ? profile.class_level : "",
    major: profile.major,
    bio: profile.bio,
    has_meal_plan: profile.has_meal_plan,
    interests: profile.preferences.interests,
    preferred_meal_times: profile.preferences.preferred_meal_times,
    dietary: (profile.preferences.dietary ?? []).filter(offered(DIETARY_OPTIONS)),
  };
}

/** Lists without blanks or repeats (compared without case), in the order first given. */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values.map((item) => item.trim())) {
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * Checks and tidies an edit: text trimmed, lists de-duplicated, choices limited to
 * what is offered (`mealSlots` are the schedule's), anything unknown refused.
 */
export function checkProfileEdit(input: Readonly<Record<string, unknown>>, mealSlots: readonly string[]): ProfileCheck {
  const problems: ProfileProblems = {};
  if (Object.keys(input).some((key) => !FIELDS.includes(key as ProfileField))) problems.form = "unknown-field";

  const text = (field: ProfileField, maxLength: number, required = false): string => {
    const value = input[field];
    if (typeof value !== "string") {
      problems[field] = "wrong-type";
      return "";
    }
    const trimmed = value.trim();
    if (required && trimmed === "") problems[field] = "required";
    else if (trimmed.length > maxLength) problems[field] = "too-long";
    return trimmed;
  };
  const choices = (field: ProfileField, offered: readonly string[], max = Number.POSITIVE_INFINITY): string[] => {
    const value = input[field];
    if (!isStringList(value)) {
      problems[field] = "wrong-type";
      return [];
    }
    const list = distinct(value);
    if (list.some((item) => !offered.includes(item))) problems[field] = "not-an-option";
    else if (list.length > max) problems[field] = "too-many";
    return list;
  };

  const classLevel = text("class_level", TEXT_FIELD_MAX_LENGTH);
  if (classLevel !== "" && !(CLASS_LEVELS as readonly string[]).includes(classLevel)) {
    problems.class_level = "not-an-option";
  }
  const interestsInput = input.interests;
  let interests: string[] = [];
  if (!isStringList(interestsInput)) problems.interests = "wrong-type";
  else {
    interests = distinct(interestsInput);
    if (interests.length > INTERESTS_MAX) problems.interests = "too-many";
    else if (interests.some((interest) => interest.length > INTEREST_MAX_LENGTH)) problems.interests = "too-long";
  }
  if (typeof input.has_meal_plan !== "boolean") problems.has_meal_plan = "wrong-type";

  const profile: ProfileEdit = {
    first_name: text("first_name", NAME_MAX_LENGTH, true),
    last_name: text("last_name", NAME_MAX_LENGTH, true),
    university: text("university", TEXT_FIELD_MAX_LENGTH),
    class_level: classLevel,
    major: text("major", TEXT_FIELD_MAX_LENGTH),
    bio: text("bio", BIO_MAX_LENGTH),
    has_meal_plan: input.has_meal_plan === true,
    interests,
    preferred_meal_times: choices("preferred_meal_times", mealSlots),
    dietary: choices("dietary", DIETARY_OPTIONS),
  };
  return Object.keys(problems).length === 0 ? { valid: true, profile } : { valid: false, problems };
}

/**
 * Whether a student can be matched yet: a first name, a class level and at least one meal time.
 * Takes a stored profile too (the system's view, where a field may be missing). firestore.rules
 * (isMatchable) holds opt-ins to the same rule.
 */
export function isProfileComplete(profile: StoredProfile): boolean {
  return (
    (profile.first_name ?? "").trim() !== "" &&
    (profile.class_level ?? "").trim() !== "" &&
    (profile.preferences?.preferred_meal_times.length ?? 0) > 0
  );
}

/**
 * The problems still true of `edit`, among those `shown` after the last save: a field's problem
 * clears as soon as the field is valid (and follows it if it changes kind), but no new problem
 * appears before the next save.
 */
export function remainingProblems(
  shown: ProfileProblems,
  edit: ProfileEdit,
  mealSlots: readonly string[],
): ProfileProblems {
  const shownFields = Object.keys(shown) as (ProfileField | "form")[];
  if (shownFields.length === 0) return shown;
  const check = checkProfileEdit({ ...edit }, mealSlots);
  const now: ProfileProblems = check.valid ? {} : check.problems;
  const remaining: ProfileProblems = {};
  for (const field of shownFields) {
    const problem = field === "form" ? shown.form : now[field];
    if (problem !== undefined) remaining[field] = problem;
  }
  return remaining;
}
