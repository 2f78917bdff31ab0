import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, where } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { safetyReportId } from "../../../../domain/meetups/Report";
import { DAY_MS } from "../../../../domain/shared/time";
import { MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * review_decisions/{reportId} (firestore.rules): the trust and safety team's decision on a report,
 * apart from the report its reporter reads. Who reads: the team (claim trust_and_safety) only:
 * never the reporter, never the student reported, nor an operator. Who writes: the functions
 * (reviewAction, the Admin SDK), nobody else, the team included. Which fields: report_id, status,
 * at. Which times: `at` is the function's time. The report gets only `reviewed_at`.
 */

const { student, asSystem, writeMatch } = rulesWorld();

const report = {
  kind: "report",
  reporter_uid: "ana",
  reported_uid: "ben",
  school: "state.edu",
  match_id: MATCH_ID,
  reason: "harassment",
  details: "What happened.",
  message_ids: [],
};
const REPORT_ID = safetyReportId({ reporterUid: "ana", reportedUid: "ben", matchId: MATCH_ID, kind: "report" });
const decisionPath = `review_decisions/${REPORT_ID}`;
const decision = { report_id: REPORT_ID, status: "suspended", at: new Date() };

/** Ana's report on her match with Ben, reviewed as reviewAction leaves it (AdminReportLedger.resolve). */
async function reviewedReport(): Promise<void> {
  await writeMatch(-DAY_MS);
  await asSystem(async (db) => {
    await db.doc(`reports/${REPORT_ID}`).set({ ...report, created_at: new Date(), reviewed_at: new Date() });
    await db.doc(decisionPath).set(decision);
  });
}

describe("review_decisions/{reportId}: who reads", () => {
  it("refuses the reporter the decision on their own report, one by one or listed", async () => {
    await reviewedReport();
    const ana = student("ana").firestore();
    await assertFails(getDoc(doc(ana, decisionPath)));
    await assertFails(getDocs(collection(ana, "review_decisions")));
    await assertFails(getDocs(query(collection(ana, "review_decisions"), where("report_id", "==", REPORT_ID))));
  });

  it("refuses the student reported, another student and an operator", async () => {
    await reviewedReport();
    for (const client of [student("ben"), student("cy"), student("olga", { operator: true })]) {
      await assertFails(getDoc(doc(client.firestore(), decisionPath)));
      await assertFails(getDocs(collection(client.firestore(), "review_decisions")));
    }
  });

  it("lets the trust and safety team read a decision, one by one or listed", async () => {
    await reviewedReport();
    const tess = student("tess", { trust_and_safety: true }).firestore();
    const read = await assertSucceeds(getDoc(doc(tess, decisionPath)));
    expect(read.get("status")).toBe("suspended");
    await assertSucceeds(getDocs(collection(tess, "review_decisions")));
  });
});

describe("review_decisions/{reportId}: who writes", () => {
  it("lets no client write a decision, the team included: none made, changed or removed but by the functions", async () => {
    await writeMatch(-DAY_MS);
    for (const client of [student("ana"), student("ben"), student("tess", { trust_and_safety: true })]) {
      const ref = doc(client.firestore(), decisionPath);
      await assertFails(setDoc(ref, { ...decision, at: serverTimestamp() }));
    }
    await reviewedReport();
    for (const client of [student("ana"), student("ben"), student("tess", { trust_and_safety: true })]) {
      const ref = doc(client.firestore(), decisionPath);
      await assertFails(setDoc(ref, { status: "dismissed" }, { merge: true }));
      await assertFails(deleteDoc(ref));
    }
  });
});
