import { describe, expect, it } from "vitest";
import type { OptInStore } from "../../domain/ports/OptInStore";
import { anOptIn, DAY_ID, SLOT } from "./meetupFixtures";

/** The adapter, used by the signed-in student `uid`. */
export type OptInStoreSetUp = () => Promise<{ readonly store: OptInStore; readonly uid: string }>;

/** What every OptInStore adapter must do for a student; run once per adapter. */
export function describeOptInStoreContract(adapterName: string, setUp: OptInStoreSetUp): void {
  describe(`OptInStore contract: ${adapterName}`, () => {
    it("saves the student's opt-in, finds it, replaces it and removes it", async () => {
      const { store, uid } = await setUp();
      expect(await store.find(DAY_ID, uid)).toBeNull();
      await store.save(anOptIn(uid));
      expect(await store.find(DAY_ID, uid)).toEqual(anOptIn(uid));
      const changed = anOptIn(uid, { slots: [SLOT, SLOT + 30 * 60_000], waitlistSlots: [SLOT + 60 * 60_000] });
      await store.save(changed);
      expect(await store.find(DAY_ID, uid)).toEqual(changed);
      await store.remove(DAY_ID, uid);
      expect(await store.find(DAY_ID, uid)).toBeNull();
    });

    it("removes nothing, quietly, when there is nothing to remove", async () => {
      const { store, uid } = await setUp();
      await expect(store.remove(DAY_ID, uid)).resolves.toBeUndefined();
    });
  });
}
