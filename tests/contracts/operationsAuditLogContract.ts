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

    it("keeps a saved schedule's entry: its zone and how many weekly entries and dated times", async () => {
      const log = await setUp();
      const saved: AuditEntry = {
        id: "s",
        at: 5_000,
        by: OLGA,
        action: { kind: "schedule-saved", timeZone: "America/Detroit", weeklyEntries: 3, datedTimes: 0 },
      };
      const device: AuditEntry = {
        id: "t",
        at: 6_000,
        by: OLGA,
        action: { kind: "schedule-saved", timeZone: null, weeklyEntries: 1, datedTimes: 6 },
      };
      await log.append(saved);
      await log.append(device);
      expect(await log.latest(10)).toEqual([device, saved]);
    });

    it("keeps a round run and a round undone, with their day", async () => {
      const log = await setUp();
      const run: AuditEntry = { id: "r", at: 7_000, by: OLGA, action: { kind: "round-run", dayId: "2026-11-25" } };
      const undone: AuditEntry = {
        id: "u",
        at: 8_000,
        by: OLGA,
        action: { kind: "round-undone", dayId: "2026-11-25" },
      };
      await log.append(run);
      await log.append(undone);
      expect(await log.latest(10)).toEqual([undone, run]);
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
