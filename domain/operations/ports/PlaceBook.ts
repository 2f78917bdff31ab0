import type { ListedPlace } from "../ListedPlace";

/**
 * The places as operators keep them (system side): each school's own list and the default list
 * (DEFAULT_PLACES), retired places included. On Firebase `places/{school}` and `places/default`;
 * offline this browser's database, starting from `adapters/local/places.json`. The same adapter is the
 * round's PlaceDirectory, which gives a meal only the places in use.
 */
export interface PlaceBook {
  /** A school's own list (or DEFAULT_PLACES'), in the order saved; empty when it has none. */
  listOf(school: string): Promise<readonly ListedPlace[]>;
  /** Replaces a school's list (or DEFAULT_PLACES'). */
  saveList(school: string, places: readonly ListedPlace[]): Promise<void>;
  /** The schools with a list of their own (DEFAULT_PLACES not among them). */
  schoolsWithLists(): Promise<readonly string[]>;
}
