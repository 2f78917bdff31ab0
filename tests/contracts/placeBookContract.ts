import { describe, expect, it } from "vitest";
import type { PlaceDirectory } from "../../domain/meetups/ports/PlaceDirectory";
import { DEFAULT_PLACES, type ListedPlace } from "../../domain/operations/ListedPlace";
import type { PlaceBook } from "../../domain/operations/ports/PlaceBook";

const listed = (id: string, fields: Partial<ListedPlace> = {}): ListedPlace => ({
  id,
  name: `Place ${id}`,
  meetingPoint: "By the doors",
  address: "1 Campus Way",
  tables: null,
  stepFree: false,
  takesMealPlanSwipes: false,
  retired: false,
  ...fields,
});

/** What every PlaceBook adapter must do (it is the round's PlaceDirectory too); each set-up holds no list. */
export function describePlaceBookContract(adapterName: string, setUp: () => Promise<PlaceBook & PlaceDirectory>): void {
  describe(`PlaceBook contract: ${adapterName}`, () => {
    it("keeps each school's list as saved, everything an operator says of a place, retired places included", async () => {
      const book = await setUp();
      const quad = listed("quad", { tables: 12, stepFree: true, takesMealPlanSwipes: true });
      const old = listed("old", { retired: true });
      await book.saveList("umich.edu", [quad, old]);
      await book.saveList(DEFAULT_PLACES, [listed("hall")]);
      expect(await book.listOf("umich.edu")).toEqual([quad, old]);
      expect(await book.listOf(DEFAULT_PLACES)).toEqual([listed("hall")]);
      expect(await book.listOf("state.edu")).toEqual([]);
      expect(await book.schoolsWithLists()).toEqual(["umich.edu"]);
    });

    it("gives a round only the places in use: a school whose places are all retired gets the default ones", async () => {
      const book = await setUp();
      await book.saveList("umich.edu", [
        listed("quad", { takesMealPlanSwipes: true, tables: 3 }),
        listed("old", { retired: true }),
      ]);
      await book.saveList("state.edu", [listed("gone", { retired: true })]);
      await book.saveList(DEFAULT_PLACES, [listed("hall")]);
      expect(await book.placesFor("umich.edu")).toEqual([
        expect.objectContaining({ id: "quad", takesMealPlanSwipes: true, tables: 3 }),
      ]);
      expect((await book.placesFor("state.edu")).map((place) => place.id)).toEqual(["hall"]);
      await book.saveList(DEFAULT_PLACES, [listed("hall", { retired: true })]);
      expect(await book.placesFor("state.edu")).toEqual([]);
    });
  });
}
