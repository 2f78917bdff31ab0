import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { fromReportProgressDocument, toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { reportShare } from "../../domain/operations/outcomeShares";
import { HOUR_MS } from "../../domain/shared/time";
import { AdminReportLedger } from "../../functions/src/adapters/AdminReportLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { moveReviewDecisions } from "../../functions/src/moveReviewDecisionsCommand";
import { FIRESTORE_EMULATOR_HOST, PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aReport } from "../support/meetupFixtures";

/**
 * The reports reviewed before the decisions moved out held the team's decision (`review: { status, at }`) where
 * their reporter reads them; `npm run ops:move-review-decisions` moves it to `review_decisions/{id}`,
 * leaving `reviewed_at`, on the emulators.
 */

const admin = adminFirestore(PROJECT_ID);
const REVIEWED_AT = Date.UTC(2026, 10, 20, 9);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A report as the functions left it before the decisions moved out: its decision in its own document. */
async function reviewedBefore(reporter: string, status: string) {
  const report = aReport(reporter, "zoe", {
    kind: "report",
    reason: "harassment",
    createdAt: REVIEWED_AT - 5 * HOUR_MS,
  });
  const document = { ...toReportDocument(report, ADMIN_TIME_CODEC), review: { status, at: ts(REVIEWED_AT) } };
  await admin.doc(`reports/${report.id}`).set(document);
  return { report, document };
}

beforeEach(resetEmulators);

describe("npm run ops:move-review-decisions", () => {
  it("moves each old decision out of its report, which keeps when it was reviewed; counted and queued the same", async () => {
    const { report, document } = await reviewedBefore("ben", "suspended");
    const open = aReport("cy", "zoe", { kind: "report", reason: "other" });
    await admin.doc(`reports/${open.id}`).set(toReportDocument(open, ADMIN_TIME_CODEC));
    const ledger = new AdminReportLedger(admin);
    // Before the move, the old report is reviewed for the queue too.
    expect((await ledger.listOpen()).map((queued) => queued.id)).toEqual([open.id]);

    // The report's trigger stamps when it was received (onReportFiled): waited for, so that the share
    // before the move and the one after read the same stamp.
    await expect
      .poll(async () => (await admin.doc(`reports/${report.id}`).get()).get("received_at"), { timeout: 30_000 })
      .toBeDefined();
    const before = (await admin.doc(`reports/${report.id}`).get()).data() ?? {};
    expect(before.review).toEqual(document.review);

    expect(await moveReviewDecisions(admin)).toBe(1);

    const after = (await admin.doc(`reports/${report.id}`).get()).data() ?? {};
    expect(after.review).toBeUndefined();
    expect(ADMIN_TIME_CODEC.toMillis(after.reviewed_at)).toBe(REVIEWED_AT);
    expect((await admin.doc(`review_decisions/${report.id}`).get()).data()).toEqual({
      report_id: report.id,
      status: "suspended",
      at: ts(REVIEWED_AT),
    });
    expect((await ledger.get(report.id))?.review).toEqual({ status: "suspended", at: REVIEWED_AT });
    expect((await ledger.listOpen()).map((queued) => queued.id)).toEqual([open.id]);
    expect((await admin.doc(`reports/${open.id}`).get()).get("reviewed_at")).toBeUndefined();
    // The outcomes' trigger sees the same share before and after: nothing counted twice.
    const share = (data: Record<string, unknown>) =>
      reportShare(fromReportProgressDocument(report.id, data, ADMIN_TIME_CODEC), "UTC");
    expect(share(after)).toEqual(share(before));
    expect(share(after)[0]?.counts).toMatchObject({ reviewed: 1 });

    expect(await moveReviewDecisions(admin)).toBe(0);
  });

  it("runs as the project's command, with its service account (here the emulators)", async () => {
    await reviewedBefore("ben", "warned");
    await reviewedBefore("dee", "dismissed");
    const { stdout } = await promisify(execFile)(
      "node",
      ["functions/lib/functions/src/moveReviewDecisionsCommand.js"],
      {
        env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, FIRESTORE_EMULATOR_HOST },
      },
    );
    expect(stdout).toContain("2 reports' decisions moved");
    expect((await admin.collection("review_decisions").get()).docs.map((doc) => doc.get("status")).sort()).toEqual([
      "dismissed",
      "warned",
    ]);
  });
});
