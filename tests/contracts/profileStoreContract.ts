import { describe, expect, it } from "vitest";
import type { ProfileStore } from "../../domain/ports/ProfileStore";
import { defaultProfile } from "../../domain/profile/UserProfile";

export interface ProfileStoreHarness {
  readonly store: ProfileStore;
  /** An account id the store lets this test read and write (its owner, signed in where that matters). */
  readonly uid: string;
  /** The email of that account. */
  readonly email: string;
}

/** What every ProfileStore adapter must do; run once per adapter with its own harness. */
export function describeProfileStoreContract(adapterName: string, setUp: () => Promise<ProfileStoreHarness>): void {
  describe(`ProfileStore contract: ${adapterName}`, () => {
    it("has no document for an account that never wrote one", async () => {
      const { store, uid } = await setUp();
      expect(await store.read(uid)).toBeNull();
    });

    it("round-trips the default profile exactly", async () => {
      const { store, uid, email } = await setUp();
      const profile = defaultProfile(email, Date.UTC(2025, 8, 1, 16, 30));
      await store.merge(uid, profile);
      expect(await store.read(uid)).toEqual(profile);
    });

    it("round-trips every field filled in", async () => {
      const { store, uid, email } = await setUp();
      const profile = {
        ...defaultProfile(email, Date.UTC(2025, 8, 1)),
        bio: "Jazz, dumplings and long walks to the dining hall.",
        class_level: "Junior",
        first_name: "Ana",
        has_meal_plan: true,
        last_name: "Lima",
        location: "Boston",
        major: "Economics",
        preferences: {
          interests: ["jazz", "running"],
          preferred_meal_times: ["Fri 17:30", "Fri 18:00"],
          dietary: ["vegetarian", "nut allergy"],
        },
        university: "State University",
      };
      await store.merge(uid, profile);
      expect(await store.read(uid)).toEqual(profile);
    });

    it("merges: given fields replace, the others stay", async () => {
      const { store, uid, email } = await setUp();
      await store.merge(uid, { ...defaultProfile(email, 1000), first_name: "Ana" });
      await store.merge(uid, { last_active: 5000, major: "History" });
      expect(await store.read(uid)).toMatchObject({
        first_name: "Ana",
        major: "History",
        created_at: 1000,
        last_active: 5000,
      });
    });

    it("merges nested preferences key by key", async () => {
      const { store, uid, email } = await setUp();
      await store.merge(uid, {
        ...defaultProfile(email, 1000),
        preferences: { interests: ["jazz"], preferred_meal_times: ["Fri 17:30"] },
      });
      await store.merge(uid, { preferences: { interests: ["chess"], preferred_meal_times: ["Fri 17:30"] } });
      expect((await store.read(uid))?.preferences).toEqual({
        interests: ["chess"],
        preferred_meal_times: ["Fri 17:30"],
      });
    });
  });
}
