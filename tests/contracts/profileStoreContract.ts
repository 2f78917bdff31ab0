import { describe, expect, it } from "vitest";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import { defaultProfile, newProfileOf } from "../../domain/profile/UserProfile";

export interface ProfileStoreHarness {
  readonly store: ProfileStore;
  /** An account id the store lets this test read and write (its owner, signed in where that matters). */
  readonly uid: string;
  /** The email of that account. */
  readonly email: string;
  /** The store's time now, as it stamps `created_at` and `last_active` (the server's, for a remote store). */
  readonly storeTime: () => Promise<number>;
  /** How far the store's stamp may be from `storeTime` (the round trips of a remote store). */
  readonly timeTolerance: number;
  /** Writes `users/{uid}` as an older version of the app left it (no age confirmation), past any rules. */
  readonly writeOlderProfile: (profile: Record<string, unknown>) => Promise<void>;
}

const filledIn = {
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

/** What every ProfileStore adapter must do; run once per adapter with its own harness. */
export function describeProfileStoreContract(adapterName: string, setUp: () => Promise<ProfileStoreHarness>): void {
  describe(`ProfileStore contract: ${adapterName}`, () => {
    it("has no document for an account that never wrote one", async () => {
      const { store, uid } = await setUp();
      expect(await store.read(uid)).toBeNull();
    });

    it("creates the default profile, its times (the age confirmation's too) set to the store's own time", async () => {
      const { store, uid, email, storeTime, timeTolerance } = await setUp();
      const profile = defaultProfile(email, Date.UTC(2000, 0, 1));
      const before = await storeTime();
      await store.create(uid, newProfileOf(profile));
      const stored = await store.read(uid);
      expect(stored).toEqual({
        ...newProfileOf(profile),
        created_at: expect.any(Number),
        last_active: expect.any(Number),
        adult_confirmed_at: expect.any(Number),
      });
      expect(stored?.created_at).toBe(stored?.last_active);
      expect(stored?.adult_confirmed_at).toBe(stored?.created_at);
      expect(Math.abs(Number(stored?.created_at) - before)).toBeLessThanOrEqual(timeTolerance);
    });

    it("round-trips every field filled in", async () => {
      const { store, uid, email } = await setUp();
      const profile = { ...newProfileOf(defaultProfile(email, 0)), ...filledIn };
      await store.create(uid, profile);
      expect(await store.read(uid)).toMatchObject(profile);
    });

    it("merges: given fields replace, the others stay", async () => {
      const { store, uid, email } = await setUp();
      await store.create(uid, { ...newProfileOf(defaultProfile(email, 0)), first_name: "Ana" });
      const created = await store.read(uid);
      await store.merge(uid, { major: "History" });
      expect(await store.read(uid)).toEqual({ ...created, major: "History" });
    });

    it("merges nested preferences key by key", async () => {
      const { store, uid, email } = await setUp();
      await store.create(uid, {
        ...newProfileOf(defaultProfile(email, 0)),
        preferences: { interests: ["jazz"], preferred_meal_times: ["Fri 17:30"] },
      });
      await store.merge(uid, { preferences: { interests: ["chess"], preferred_meal_times: ["Fri 17:30"] } });
      expect((await store.read(uid))?.preferences).toEqual({
        interests: ["chess"],
        preferred_meal_times: ["Fri 17:30"],
      });
    });

    it("marks the profile active at the store's time, changing nothing else", async () => {
      const { store, uid, email, storeTime, timeTolerance } = await setUp();
      await store.create(uid, newProfileOf(defaultProfile(email, 0)));
      const created = await store.read(uid);
      const before = await storeTime();
      await store.markActive(uid);
      const marked = await store.read(uid);
      expect(marked).toEqual({ ...created, last_active: expect.any(Number) });
      expect(Math.abs(Number(marked?.last_active) - before)).toBeLessThanOrEqual(timeTolerance);
    });

    it("records the age confirmation of a profile written before it was asked, at the store's time", async () => {
      const { store, uid, email, storeTime, timeTolerance, writeOlderProfile } = await setUp();
      await writeOlderProfile({ ...newProfileOf(defaultProfile(email, 0)), first_name: "Ana" });
      const older = await store.read(uid);
      expect(older?.adult_confirmed_at).toBeUndefined();
      const before = await storeTime();
      await store.confirmAdult(uid);
      const confirmed = await store.read(uid);
      expect(confirmed).toEqual({ ...older, adult_confirmed_at: expect.any(Number) });
      expect(Math.abs(Number(confirmed?.adult_confirmed_at) - before)).toBeLessThanOrEqual(timeTolerance);
    });
  });
}
