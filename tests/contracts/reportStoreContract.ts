import { describe, expect, it } from "vitest";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReportStore } from "../../domain/ports/ReportStore";
import { aReport } from "./meetupFixtures";

/** The adapter used by the signed-in student `uid`, and a way to read back what was filed (as the system would). */
export type ReportStoreSetUp = () => Promise<{
  readonly store: ReportStore;
  readonly uid: string;
  readonly filed: () => Promise<readonly SafetyReport[]>;
}>;

/** What every ReportStore adapter must do for a student; run once per adapter. */
export function describeReportStoreContract(adapterName: string, setUp: ReportStoreSetUp): void {
  describe(`ReportStore contract: ${adapterName}`, () => {
    it("files a block, a report and a 'not again' by the student, each kept as written", async () => {
      const { store, uid, filed } = await setUp();
      const reports = [
        aReport(uid, "ben"),
        aReport(uid, "cy", { kind: "report", reason: "harassment", details: "Rude all evening.", matchId: "m1" }),
        aReport(uid, "dee", { kind: "not-again" }),
      ];
      for (const report of reports) await store.file(report);
      const byId = (list: readonly SafetyReport[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(await filed())).toEqual(byId(reports));
    });
  });
}
