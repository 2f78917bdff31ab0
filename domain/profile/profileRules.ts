/** The limits of an edited profile (what the profile screen enforces and the store accepts). */

export const NAME_MAX_LENGTH = 50;
export const TEXT_FIELD_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 280;
export const INTERESTS_MAX = 10;
export const INTEREST_MAX_LENGTH = 30;

export const CLASS_LEVELS = [
  "Freshman",
  "Sophomore",
  "Junior",
  "Senior",
  "Graduate",
  "Alumni",
  "Faculty",
  "Staff",
] as const;

export const DIETARY_OPTIONS = [
  "vegetarian",
  "vegan",
  "halal",
  "kosher",
  "gluten-free",
  "nut allergy",
  "other",
] as const;

/** Interests offered as one-tap choices; students may add their own. */
export const COMMON_INTERESTS = [
  "Coffee",
  "Cooking",
  "Music",
  "Sports",
  "Movies",
  "Travel",
  "Books",
  "Gaming",
  "Art",
  "Hiking",
  "Tech",
  "Photography",
] as const;
