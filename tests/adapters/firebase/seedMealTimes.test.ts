import { beforeAll, describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { mealTimesBetween } from "../../../domain/schedule/mealTimesBetween";
import { DAY_MS } from "../../../domain/shared/time";
import { AdminMealSchedule } from "../../../functions/src/adapters/AdminMealSchedule";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { seedMealTimes, toFirestoreFields } from "../../../scripts/seed-meal-times.mjs";
import { FIRESTORE_EMULATOR_HOST, PROJECT_ID, resetEmulators } from "./support/emulators";

/** `npm run dev:firebase` and the Firebase e2e seed the offline backend's schedule (adapters/local/mealSchedule.json). */
describe("seeding the emulators' meal schedule (scripts/seed-meal-times.mjs)", () => {
  beforeAll(resetEmulators);

  it("gives the functions the offline backend's schedule: every kind, a mixer's title, length and capacity", async () => {
    await seedMealTimes({ emulatorHost: FIRESTORE_EMULATOR_HOST, projectId: PROJECT_ID });
    const seeded = await new AdminMealSchedule(adminFirestore(PROJECT_ID)).read();
    const offline = await new LocalMealSchedule().read();
    const from = Date.now();
    const to = from + 14 * DAY_MS;
    const seededTimes = mealTimesBetween(seeded, from, to);
    expect(seededTimes).toEqual(mealTimesBetween(offline, from, to));
    expect(seededTimes.filter((time) => time.kind === "mixer")).toEqual([
      expect.objectContaining({ mixer: { title: "Thursday night mixer", durationMinutes: 120, capacity: 40 } }),
      expect.objectContaining({ kind: "mixer" }),
    ]);
  });

  it("writes whole numbers as integers, and the other values a schedule may hold", () => {
    expect(toFirestoreFields({ capacity: 40, ratio: 0.5, on: true, none: null, table_size: { min: 4 } })).toEqual({
      capacity: { integerValue: "40" },
      ratio: { doubleValue: 0.5 },
      on: { booleanValue: true },
      none: { nullValue: null },
      table_size: { mapValue: { fields: { min: { integerValue: "4" } } } },
    });
  });
});
