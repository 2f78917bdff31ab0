import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../domain/operations/AuditEntry";
import type { OperationsAuditLog } from "../../domain/operations/ports/OperationsAuditLog";

const OLGA = { uid: "olga", email: "olga@state.edu" };

const entry = (id: string, at: number): AuditEntry => ({
  id,
  at,
  by: OLGA,
  action: { kind: "role-granted", role: "trust_and_safety", email: `${id}@state.edu` },
});

/** What every OperationsAuditLog adapter must do; run once per adapter, each set-up an empty log. */
export function describeOperationsAuditLogContract(
  adapterName: string,
  setUp: () => Promise<OperationsAuditLog>,
): void {
  describe(`OperationsAuditLog contract: ${adapterName}`, () => {
    it("keeps each entry as written, the newest first, as many as asked", async () => {
      const log = await setUp();
      expect(await log.latest(10)).toEqual([]);
      await log.append(entry("a", 1_000));
      await log.append(entry("c", 3_000));
      await log.append(entry("b", 2_000));
      await log.append({
        id: "d",
        at: 4_000,
        by: OLGA,
        action: { kind: "place-retired", school: "state.edu", placeId: "hall", name: "Main Hall" },
      });
      expect((await log.latest(10)).map((written) => written.id)).toEqual(["d", "c", "b", "a"]);
      expect(await log.latest(2)).toEqual([
        {
          id: "d",
          at: 4_000,
          by: OLGA,
          action: { kind: "place-retired", school: "state.edu", placeId: "hall", name: "Main Hall" },
        },
        entry("c", 3_000),
      ]);
    });

    it("never writes over an entry: appending one with the same id fails and the first stays", async () => {
      const log = await setUp();
      await log.append(entry("a", 1_000));
      await expect(
        log.append({ ...entry("a", 5_000), by: { uid: "mallory", email: "m@state.edu" } }),
      ).rejects.toThrow();
      expect(await log.latest(10)).toEqual([entry("a", 1_000)]);
    });
  });
}
