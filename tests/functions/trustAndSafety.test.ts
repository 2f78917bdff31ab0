import { beforeEach, describe, expect, it } from "vitest";
import { toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { REPORT_SUMMARY_AFTER_HOURS } from "../../domain/shared/policyPromises";
import { DAY_MS, HOUR_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { FIRESTORE_EMULATOR_HOST, PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aReport, dayIdOf } from "../support/meetupFixtures";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The trust and safety console's callable functions on the emulators: only the custom claim
 * `trust_and_safety` gets an answer; an action needs a note, is taken once, and is written to the
 * report's audit log; the operators' trigger of the daily summary.
 */

const admin = adminFirestore(PROJECT_ID);
const MEAL = Date.now() - DAY_MS;

/** Ben reported Zoe after their meal (both with accounts and profiles); answers the report's id. */
async function reportedMeal(): Promise<string> {
  for (const uid of ["ben", "zoe"]) {
    await idTokenWithClaims(uid, {});
    await admin.doc(`users/${uid}`).set({ email: `${uid}@state.edu`, first_name: uid, class_level: "Junior" });
  }
  const match = aMatch(["ben", "zoe"], { dayId: dayIdOf(MEAL), slot: MEAL });
  await new AdminMatchLedger(admin).add([match]);
  const report = { ...aReport("ben", "zoe", { kind: "report", reason: "harassment" }), matchId: match.id };
  await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
  return report.id;
}

/** A document as a signed-in student's browser reads it (Firestore's REST API, the rules on): its fields, or the refusal's status. */
async function readAs(idToken: string, path: string): Promise<{ status: number; fields: Record<string, unknown> }> {
  const url = `http://${FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  const body = (await response.json()) as { fields?: Record<string, unknown> };
  return { status: response.status, fields: body.fields ?? {} };
}

beforeEach(resetEmulators);

describe("the console's callable functions", () => {
  it("answer only the trust and safety claim: signed out, a student and an operator are refused", async () => {
    const reportId = await reportedMeal();
    const student = await idTokenWithClaims("cy", {});
    const operator = await idTokenWithClaims("olga", { operator: true });
    expect((await callFunction("reviewQueue", {})).error?.status).toBe("UNAUTHENTICATED");
    for (const token of [student, operator]) {
      expect((await callFunction("reviewQueue", {}, token)).error?.status).toBe("PERMISSION_DENIED");
      expect((await callFunction("reviewCase", { reportId }, token)).error?.status).toBe("PERMISSION_DENIED");
      const action = { reportId, action: { kind: "dismiss" }, note: "Nothing to it" };
      expect((await callFunction("reviewAction", action, token)).error?.status).toBe("PERMISSION_DENIED");
    }
    expect((await admin.doc(`review_decisions/${reportId}`).get()).exists).toBe(false);
  });

  it("queue the report with its 48-hour promise and suspend once, with the note in the audit log", async () => {
    const reportId = await reportedMeal();
    const reviewer = await idTokenWithClaims("tess", { trust_and_safety: true });
    const queue = await callFunction("reviewQueue", {}, reviewer);
    expect(queue.result).toEqual([expect.objectContaining({ id: reportId, reason: "harassment", overdue: false })]);

    const noNote = await callFunction("reviewAction", { reportId, action: { kind: "warn" }, note: " " }, reviewer);
    expect(noNote.error?.status).toBe("FAILED_PRECONDITION");

    const suspend = { reportId, action: { kind: "suspend", days: 7 }, note: "Harassment after the meal" };
    const answer = await callFunction("reviewAction", suspend, reviewer);
    expect(answer.result).toMatchObject({ status: "suspended", reported: { uid: "zoe" } });
    const zoe = await admin.doc("users/zoe").get();
    expect(ADMIN_TIME_CODEC.toMillis(zoe.get("suspended_until")) ?? 0).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(zoe.get("suspension_reason")).toBe("harassment");
    const audit = await admin.collection(`reports/${reportId}/audit`).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ action: "suspend", days: 7, note: "Harassment after the meal" }),
    ]);
    expect((await callFunction("reviewAction", suspend, reviewer)).error?.status).toBe("FAILED_PRECONDITION");
    expect((await callFunction("reviewQueue", {}, reviewer)).result).toEqual([]);
    expect((await callFunction("reviewCase", { reportId }, reviewer)).result).toMatchObject({ status: "suspended" });
  });

  it("leave the reporter knowing when their report was reviewed, never what was done; the student reported neither", async () => {
    const reportId = await reportedMeal();
    const reviewer = await idTokenWithClaims("tess", { trust_and_safety: true });
    const suspend = { reportId, action: { kind: "suspend", days: 7 }, note: "Harassment after the meal" };
    expect((await callFunction("reviewAction", suspend, reviewer)).result).toMatchObject({ status: "suspended" });

    const ben = await idTokenWithClaims("ben", {});
    const own = await readAs(ben, `reports/${reportId}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.fields)).not.toMatch(/suspend|"review"|status|note/i);
    expect(own.fields.reviewed_at).toBeDefined();
    const zoe = await idTokenWithClaims("zoe", {});
    for (const student of [ben, zoe]) {
      expect((await readAs(student, `review_decisions/${reportId}`)).status).toBe(403);
      expect((await readAs(student, `reports/${reportId}/audit`)).status).toBe(403);
    }
    expect((await readAs(zoe, `reports/${reportId}`)).status).toBe(403);
    const decision = await readAs(reviewer, `review_decisions/${reportId}`);
    expect(decision.fields.status).toEqual({ stringValue: "suspended" });
  });

  it("leave a reviewer's own case to another: out of their queue, its page and actions refused with a reason", async () => {
    const reportId = await reportedMeal();
    // Ben filed the report, and it is about Zoe: both are on the team too.
    for (const uid of ["ben", "zoe"]) {
      const own = await idTokenWithClaims(uid, { trust_and_safety: true });
      expect((await callFunction("reviewQueue", {}, own)).result).toEqual([]);
      expect((await callFunction("reviewCase", { reportId }, own)).error).toMatchObject({
        status: "FAILED_PRECONDITION",
        details: { reason: "own-case" },
      });
      const dismiss = { reportId, action: { kind: "dismiss" }, note: "Nothing to it" };
      expect((await callFunction("reviewAction", dismiss, own)).error).toMatchObject({
        status: "FAILED_PRECONDITION",
        details: { reason: "own-case" },
      });
    }
    expect((await admin.doc(`review_decisions/${reportId}`).get()).exists).toBe(false);
    expect((await admin.collection(`reports/${reportId}/audit`).get()).empty).toBe(true);
    // Another reviewer has it in their queue.
    const tess = await idTokenWithClaims("tess", { trust_and_safety: true });
    expect((await callFunction("reviewQueue", {}, tess)).result).toEqual([expect.objectContaining({ id: reportId })]);
  });

  it("email the team a summary of the reports open more than 24 hours, by the operators' trigger", async () => {
    const reportId = await reportedMeal();
    // Its review is due from its arrival, which onReportFiled stamps.
    await eventually(
      async () => (await admin.doc(`reports/${reportId}`).get()).get("received_at"),
      (receivedAt) => expect(receivedAt).toBeDefined(),
    );
    const operator = await idTokenWithClaims("olga", { operator: true });
    const now = await callFunction("reportSummaryNow", {}, operator);
    expect(now.result).toMatchObject({ listed: 0 });
    const later = await callFunction("reportSummaryNow", { asOf: Date.now() + 25 * HOUR_MS }, operator);
    expect(later.result).toMatchObject({ listed: 1 });
    await eventually(
      async () => (await admin.collection("mail").get()).docs.map((mail) => mail.get("message.subject") as string),
      (subjects) => expect(subjects).toContain(`1 open report past ${REPORT_SUMMARY_AFTER_HOURS} hours`),
    );
    const student = await idTokenWithClaims("cy", {});
    expect((await callFunction("reportSummaryNow", {}, student)).error?.status).toBe("PERMISSION_DENIED");
  });
});
