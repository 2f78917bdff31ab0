import type { Place } from "../../domain/meetups/Place";
import type { PlaceDirectory } from "../../domain/meetups/ports/PlaceDirectory";
import { DEFAULT_PLACES, type ListedPlace, placesInUse } from "../../domain/operations/ListedPlace";
import type { PlaceBook } from "../../domain/operations/ports/PlaceBook";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import defaultPlaces from "./places.json";

/** Key, in the "state" store, of the lists operators saved: `{ [school]: ListedPlace[] }` ("default" for the default list). */
export const PLACE_LISTS_KEY = "placeLists";

type PlaceFile = Readonly<Record<string, readonly Place[] | string>>;
type PlaceLists = Record<string, readonly ListedPlace[]>;

/**
 * The places on the offline backend: the lists of `places.json` (by school, "*" the default list) until
 * an operator saves a list in the console, kept then in this browser's database. The round's
 * PlaceDirectory too: a school's own places in use, else the default ones.
 */
export class LocalPlaceBook implements PlaceBook, PlaceDirectory {
  readonly #database: LocalDatabase;
  readonly #file: PlaceLists;

  constructor(database: LocalDatabase, file: PlaceFile = defaultPlaces) {
    this.#database = database;
    this.#file = Object.fromEntries(
      Object.entries(file).flatMap(([school, places]) =>
        Array.isArray(places) ? [[school === "*" ? DEFAULT_PLACES : school, places.map(listed)]] : [],
      ),
    );
  }

  async listOf(school: string): Promise<readonly ListedPlace[]> {
    return (await this.#lists())[school] ?? [];
  }

  async saveList(school: string, places: readonly ListedPlace[]): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      const state = transaction.objectStore("state");
      const saved = (await requestResult<PlaceLists | undefined>(state.get(PLACE_LISTS_KEY))) ?? {};
      await requestResult(state.put({ ...saved, [school]: places }, PLACE_LISTS_KEY));
    });
  }

  async schoolsWithLists(): Promise<readonly string[]> {
    return Object.keys(await this.#lists()).filter((school) => school !== DEFAULT_PLACES);
  }

  async placesFor(school: string): Promise<readonly Place[]> {
    const lists = await this.#lists();
    const own = placesInUse(lists[school] ?? []);
    return own.length > 0 ? own : placesInUse(lists[DEFAULT_PLACES] ?? []);
  }

  async #lists(): Promise<PlaceLists> {
    const saved = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<PlaceLists | undefined>(transaction.objectStore("state").get(PLACE_LISTS_KEY)),
    );
    return { ...this.#file, ...saved };
  }
}

/** A place of the file as the console lists it: what the file does not say, not said. */
const listed = (place: Place): ListedPlace => ({
  tables: null,
  stepFree: false,
  takesMealPlanSwipes: false,
  retired: false,
  ...place,
});
