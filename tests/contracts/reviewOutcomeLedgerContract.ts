import { describe, expect, it } from "vitest";
import type { SafetyReport } from "../../domain/meetups/Report";
import type { ReviewOutcomeLedger } from "../../domain/notifications/ports/ReviewOutcomeLedger";
import type { ReviewRecords } from "../../domain/trust/ports/ReviewRecords";
import { aReport } from "../support/meetupFixtures";

/**
 * The reviewed reports whose reporters are still to be told (NotifyReviewOutcome's ledger), on an
 * empty database: reports filed as their students file them, decided as the team's console does.
 */
export type ReviewOutcomeLedgerSetUp = () => Promise<{
  readonly ledger: ReviewOutcomeLedger;
  readonly reviews: Pick<ReviewRecords, "resolve">;
  readonly file: (report: SafetyReport) => Promise<void>;
}>;

const HOUR = 3_600_000;
// Long past: no trigger on the emulators tells anyone of these reviews meanwhile (it looks back a day).
const T = Date.UTC(2021, 0, 5, 15);
const reviewer = { uid: "tess", email: "tess@strangers.test" };

/** What the ledger of review outcomes must do on every backend. */
export function describeReviewOutcomeLedgerContract(backendName: string, setUp: ReviewOutcomeLedgerSetUp): void {
  describe(`ReviewOutcomeLedger contract: ${backendName}`, () => {
    const decide = (reviews: Pick<ReviewRecords, "resolve">, report: SafetyReport, at: number) =>
      reviews.resolve(
        report.id,
        { status: "warned", at },
        {
          reportId: report.id,
          at,
          reviewer,
          action: "warn",
          days: null,
          note: "Decided",
          subjectUid: report.reportedUid,
        },
      );

    it("lists the reports reviewed since a time whose reporter was not told: not an open one, a block, an older one", async () => {
      const { ledger, reviews, file } = await setUp();
      const reviewed = aReport("ben", "ana", { kind: "report", reason: "harassment" });
      const older = aReport("cy", "ana", { kind: "report", reason: "other" });
      const open = aReport("dee", "ana", { kind: "report", reason: "other" });
      const block = aReport("eve", "ana");
      for (const report of [reviewed, older, open, block]) await file(report);
      await decide(reviews, reviewed, T);
      await decide(reviews, older, T - 2 * HOUR);
      expect(await ledger.untoldSince(T - HOUR)).toEqual([
        { reportId: reviewed.id, reporterUid: "ben", reviewedAt: T },
      ]);
    });

    it("records the reporter told once: the first of two at once says so, and the report leaves the list", async () => {
      const { ledger, reviews, file } = await setUp();
      const report = aReport("ben", "ana", { kind: "report", reason: "harassment" });
      await file(report);
      await decide(reviews, report, T);
      const answers = await Promise.all([ledger.markTold(report.id, T + 1), ledger.markTold(report.id, T + 2)]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await ledger.markTold(report.id, T + 3)).toBe(false);
      expect(await ledger.untoldSince(T - HOUR)).toEqual([]);
      expect(await ledger.markTold("no-such-report", T)).toBe(false);
    });
  });
}
