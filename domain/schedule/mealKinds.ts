import type { TableSizeRange } from "../matching/seatingModel";
import { DEFAULT_TABLE_SIZE } from "../matching/seatingModel";

/**
 * The three kinds of meal in the schedule (operator data):
 * - lunch-for-two: one-on-one, matched in pairs (a trio where the count is odd);
 * - group-dinner: a table of strangers of one school, seated by the seating algorithm;
 * - mixer: an event at a place with a title, a start, an end and a capacity; RSVP, no matching.
 */
export const MEAL_KINDS = ["lunch-for-two", "group-dinner", "mixer"] as const;

export type MealKind = (typeof MEAL_KINDS)[number];

/** The kinds a round of matching runs for (a mixer is joined by RSVP instead). */
export type MatchedMealKind = Exclude<MealKind, "mixer">;

/** What a mixer is, beyond its start: what it is called, how long it lasts and how many it takes (per school). */
export interface MixerDetails {
  readonly title: string;
  readonly durationMinutes: number;
  readonly capacity: number;
}

/** A meal time's kind and what that kind needs: a group dinner's table sizes, a mixer's details. */
export type MealKindDetails =
  | { readonly kind: "lunch-for-two" }
  | { readonly kind: "group-dinner"; readonly tableSize: TableSizeRange }
  | { readonly kind: "mixer"; readonly mixer: MixerDetails };

/** What a meal time without a kind is: the one-on-one meal the product started with (the spec's times). */
export const LUNCH_FOR_TWO: MealKindDetails = { kind: "lunch-for-two" };

/** A group dinner at tables of the usual size (4 to 6). */
export const GROUP_DINNER: MealKindDetails = { kind: "group-dinner", tableSize: DEFAULT_TABLE_SIZE };

export function isMealKind(value: unknown): value is MealKind {
  return (MEAL_KINDS as readonly unknown[]).includes(value);
}

/** The longest a mixer's title may be, as the console's form and the functions take it. */
export const MIXER_TITLE_MAX_LENGTH = 80;
/** The smallest table a group dinner may set: two strangers. */
export const TABLE_MIN_SEATS = 2;

/** The longest a mixer may last, and the most people it may take, as operator data is read. */
export const MIXER_MAX_DURATION_MINUTES = 12 * 60;
export const MIXER_MAX_CAPACITY = 10_000;
/**
 * The largest table a group dinner may set: a table where everyone can talk. It is also what the
 * security rules can check when a member of a table cancels for safety (a lookup of their report
 * about each other member, within the lookups one write may make).
 */
export const TABLE_MAX_SEATS = 6;

/**
 * The most members a lunch for two has: a pair, or a trio where an odd count makes one work
 * (domain/matching/groups.ts). The security rules check each member of one by its seat.
 */
export const LUNCH_MAX_MEMBERS = 3;
