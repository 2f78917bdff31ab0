import { describe, expect, it } from "vitest";
import type { AccountHold, AccountHolds } from "../../domain/privacy/ports/AccountHolds";
import type { AddressKeys } from "../../domain/privacy/ports/AddressKeys";

const DAY = 86_400_000;
const NOW = Date.UTC(2030, 0, 15, 12);

/** The holds of one backend on an empty database, and its address keys (two makers of keys with other secrets). */
export type AccountHoldsSetUp = () => Promise<{
  readonly holds: AccountHolds;
  readonly keys: AddressKeys;
  /** Keys made with another secret (another installation, another project). */
  readonly otherKeys: AddressKeys;
}>;

const aHold = (key: string, fields: Partial<AccountHold> = {}): AccountHold => ({
  key,
  suspendedUntil: NOW + 7 * DAY,
  suspensionReason: "harassment",
  heldAt: NOW,
  keptUntil: NOW + 365 * DAY,
  ...fields,
});

/** What the stores of a deleted account's hold must do on every backend; run once per backend. */
export function describeAccountHoldsContract(backendName: string, setUp: AccountHoldsSetUp): void {
  describe(`AddressKeys contract: ${backendName}`, () => {
    it("keys an address the same every time, as 64 hexadecimal digits that hold nothing of it", async () => {
      const { keys } = await setUp();
      const key = await keys.keyOf("zoe.q@state.edu");
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(await keys.keyOf("zoe.q@state.edu")).toBe(key);
      expect(key).not.toContain("zoe");
    });

    it("keys other addresses otherwise, and the same address otherwise under another secret", async () => {
      const { keys, otherKeys } = await setUp();
      const key = await keys.keyOf("zoe.q@state.edu");
      expect(await keys.keyOf("zoe.r@state.edu")).not.toBe(key);
      expect(await otherKeys.keyOf("zoe.q@state.edu")).not.toBe(key);
    });
  });

  describe(`AccountHolds contract: ${backendName}`, () => {
    it("reads a hold as put, none for a key never held, and puts one in place of another", async () => {
      const { holds } = await setUp();
      expect(await holds.read("k1")).toBeNull();
      await holds.put(aHold("k1"));
      expect(await holds.read("k1")).toEqual(aHold("k1"));
      const unsuspended = aHold("k1", { suspendedUntil: null, suspensionReason: null, keptUntil: NOW + 400 * DAY });
      await holds.put(unsuspended);
      expect(await holds.read("k1")).toEqual(unsuspended);
    });

    it("finds the holds whose time ended, and removes one (a missing one too)", async () => {
      const { holds } = await setUp();
      await holds.put(aHold("k1", { keptUntil: NOW + DAY }));
      await holds.put(aHold("k2", { keptUntil: NOW + 2 * DAY }));
      expect(await holds.keptUntilBefore(NOW + DAY)).toEqual([]);
      expect((await holds.keptUntilBefore(NOW + DAY + 1)).map((hold) => hold.key)).toEqual(["k1"]);
      await holds.remove("k1");
      await holds.remove("k1");
      expect(await holds.read("k1")).toBeNull();
      expect((await holds.keptUntilBefore(NOW + 3 * DAY)).map((hold) => hold.key)).toEqual(["k2"]);
    });
  });
}
