import { describe, expect, it } from "vitest";
import type { Match } from "../../domain/meetups/Match";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { ReviewRecords } from "../../domain/trust/ports/ReviewRecords";
import { aMatch, aReport } from "../support/meetupFixtures";

/**
 * The adapter used by the signed-in student `uid`, once the system has written `matches` (one can
 * only report someone one was matched with); a way to read back what was filed (as the system
 * would), to file another student's report (as they would), to record the team's decision on a
 * report (as the console's use case does: ReviewRecords.resolve), everything the student's own
 * access reads of a report of theirs and of its decision (raw, as stored), and the store's own time.
 */
export type ReportStoreSetUp = (matches: readonly Match[]) => Promise<{
  readonly store: ReportStore;
  readonly uid: string;
  readonly filed: () => Promise<readonly SafetyReport[]>;
  readonly fileAsAnother: (report: SafetyReport) => Promise<void>;
  readonly decide: Pick<ReviewRecords, "resolve">["resolve"];
  readonly readableByStudent: (reportId: string) => Promise<readonly unknown[]>;
  readonly storeTime: () => Promise<EpochMillis>;
  /** How far the store's time may be from `storeTime()` (a server's clock, network delays). */
  readonly timeTolerance: number;
}>;

const byId = (list: readonly SafetyReport[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
const withoutTimes = (list: readonly SafetyReport[]) => byId(list).map((report) => ({ ...report, createdAt: 0 }));

/** What every ReportStore adapter must do for a student; run once per adapter. The student is "ana". */
export function describeReportStoreContract(adapterName: string, setUp: ReportStoreSetUp): void {
  describe(`ReportStore contract: ${adapterName}`, () => {
    const matches = [aMatch(["ana", "ben"]), aMatch(["ana", "cy"]), aMatch(["ana", "dee"]), aMatch(["ben", "eve"])];
    const mine = [
      aReport("ana", "ben"),
      aReport("ana", "cy", { kind: "report", reason: "harassment", details: "Rude all evening." }),
      aReport("ana", "dee", { kind: "not-again" }),
    ];

    it("files a block, a report and a 'not again' by the student, each as written, at the store's time", async () => {
      const { store, filed, storeTime, timeTolerance } = await setUp(matches);
      for (const report of mine) await store.file(report);
      const now = await storeTime();
      expect(withoutTimes(await filed())).toEqual(withoutTimes(mine));
      for (const report of await filed()) expect(Math.abs(report.createdAt - now)).toBeLessThanOrEqual(timeTolerance);
    });

    it("takes the same report filed again (a 'not again' said twice): still one report", async () => {
      const { store, filed } = await setUp(matches);
      await store.file(mine[2] as SafetyReport);
      await store.file(mine[2] as SafetyReport);
      expect(withoutTimes(await filed())).toEqual(withoutTimes([mine[2] as SafetyReport]));
    });

    it("lists the student's own reports, and never another student's", async () => {
      const { store, uid, fileAsAnother } = await setUp(matches);
      for (const report of mine) await store.file(report);
      await fileAsAnother(aReport("ben", "eve"));
      expect(withoutTimes(await store.filedBy(uid))).toEqual(withoutTimes(mine));
    });

    it("gives the reporter nothing of the team's decision: what they can read says when it was reviewed, never what was done", async () => {
      const { store, uid, decide, readableByStudent } = await setUp(matches);
      const report = mine[1] as SafetyReport;
      await store.file(report);
      const at = Date.UTC(2030, 2, 8, 12);
      const recorded = await decide(
        report.id,
        { status: "suspended", at },
        {
          reportId: report.id,
          at,
          reviewer: { uid: "tess", email: "tess@strangers.test" },
          action: "suspend",
          days: 7,
          note: "Suspended for a week",
          subjectUid: report.reportedUid,
        },
      );
      expect(recorded).toBe(true);
      const readable = JSON.stringify(await readableByStudent(report.id));
      expect(readable).not.toMatch(/suspend|"review"|status|note/i);
      expect(readable).toMatch(/reviewed_?at/i);
      expect(withoutTimes(await store.filedBy(uid))).toEqual(withoutTimes([report]));
    });
  });
}
