import { describe, expect, it } from "vitest";
import { type Place, placeAsTold } from "../../domain/meetups/Place";
import type { PlaceDirectory } from "../../domain/meetups/ports/PlaceDirectory";

/** The adapter holding these places: by school, and "*" for schools without their own. */
export type PlaceDirectorySetUp = (places: Readonly<Record<string, readonly Place[]>>) => Promise<PlaceDirectory>;

const hall: Place = { id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" };
const quad: Place = { id: "quad", name: "South Quad", meetingPoint: "Thayer St entrance", address: "600 E Madison" };

/** What every PlaceDirectory adapter must do; run once per adapter. */
export function describePlaceDirectoryContract(adapterName: string, setUp: PlaceDirectorySetUp): void {
  describe(`PlaceDirectory contract: ${adapterName}`, () => {
    it("gives a school its own places, and the general ones to a school without any", async () => {
      const directory = await setUp({ "*": [hall], "umich.edu": [quad] });
      expect((await directory.placesFor("umich.edu")).map(placeAsTold)).toEqual([quad]);
      expect((await directory.placesFor("state.edu")).map(placeAsTold)).toEqual([hall]);
    });

    it("has no place at all when nothing is set", async () => {
      expect(await (await setUp({})).placesFor("state.edu")).toEqual([]);
    });
  });
}
