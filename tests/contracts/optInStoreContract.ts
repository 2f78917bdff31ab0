import { describe, expect, it } from "vitest";
import type { OptIn } from "../../domain/meetups/OptIn";
import type { OptInStore } from "../../domain/meetups/ports/OptInStore";
import { anOptIn, DAY_ID, SLOT } from "../support/meetupFixtures";

/** The school of the fixtures' student (anOptIn): an opt-in is kept under its school. */
const SCHOOL = "state.edu";

/** The adapter, used by the signed-in student `uid` (an address at SCHOOL). */
export type OptInStoreSetUp = () => Promise<{ readonly store: OptInStore; readonly uid: string }>;

/** The opt-in as read back: its update time is the store's (the server's, on Firebase; OptInStore.save). */
const savedAs = (optIn: OptIn) => ({ ...optIn, updatedAt: expect.any(Number) });

/** What every OptInStore adapter must do for a student; run once per adapter. */
export function describeOptInStoreContract(adapterName: string, setUp: OptInStoreSetUp): void {
  describe(`OptInStore contract: ${adapterName}`, () => {
    it("saves the student's opt-in, finds it, replaces it and removes it", async () => {
      const { store, uid } = await setUp();
      expect(await store.find(DAY_ID, uid, SCHOOL)).toBeNull();
      await store.save(anOptIn(uid));
      const saved = await store.find(DAY_ID, uid, SCHOOL);
      expect(saved).toEqual(savedAs(anOptIn(uid)));
      const changed = anOptIn(uid, { slots: [SLOT, SLOT + 30 * 60_000], waitlistSlots: [SLOT + 60 * 60_000] });
      await store.save(changed);
      const replaced = await store.find(DAY_ID, uid, SCHOOL);
      expect(replaced).toEqual(savedAs(changed));
      expect(replaced?.updatedAt).toBeGreaterThanOrEqual(saved?.updatedAt ?? Number.POSITIVE_INFINITY);
      await store.remove(DAY_ID, uid, SCHOOL);
      expect(await store.find(DAY_ID, uid, SCHOOL)).toBeNull();
    });

    it("removes nothing, quietly, when there is nothing to remove", async () => {
      const { store, uid } = await setUp();
      await expect(store.remove(DAY_ID, uid, SCHOOL)).resolves.toBeUndefined();
    });
  });
}
