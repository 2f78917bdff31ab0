import { beforeAll, describe, expect, it } from "vitest";
import { LocalPlaceDirectory } from "../../../adapters/local/LocalPlaceDirectory";
import { AdminPlaceDirectory } from "../../../functions/src/adapters/AdminPlaceDirectory";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { seedPlaces } from "../../../scripts/seed-meal-times.mjs";
import { FIRESTORE_EMULATOR_HOST, PROJECT_ID, resetEmulators } from "./support/emulators";

/** `npm run dev:firebase` seeds the places the offline backend has (adapters/local/places.json). */
describe("seeding the emulators' places (scripts/seed-meal-times.mjs)", () => {
  beforeAll(resetEmulators);

  it("gives the functions the same places as the offline backend, a school's own and the default", async () => {
    await seedPlaces({ emulatorHost: FIRESTORE_EMULATOR_HOST, projectId: PROJECT_ID });
    const seeded = new AdminPlaceDirectory(adminFirestore(PROJECT_ID));
    const offline = new LocalPlaceDirectory();
    for (const school of ["umich.edu", "state.edu"]) {
      // The fields the offline file has (what a match carries); the console's own fields default on Firestore.
      const expected = await offline.placesFor(school);
      const fields = Object.keys(expected[0] ?? {});
      const seededPlaces = (await seeded.placesFor(school)).map((place) =>
        Object.fromEntries(fields.map((field) => [field, (place as unknown as Record<string, unknown>)[field]])),
      );
      expect(seededPlaces).toEqual(expected);
    }
    expect(await seeded.placesFor("state.edu")).not.toEqual([]);
  });

  it("writes only to an emulator's demo project", async () => {
    await expect(seedPlaces({ emulatorHost: FIRESTORE_EMULATOR_HOST, projectId: "strangers-prod" })).rejects.toThrow(
      /only the emulator's demo-\* projects/,
    );
  });
});
