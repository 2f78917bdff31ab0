import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { REPORT_DETAILS_MAX_LENGTH, REPORTED_MESSAGES_MAX } from "../../../../domain/meetups/meetupRules";
import { REPORT_REASONS, type SafetyReport, safetyReportId } from "../../../../domain/meetups/Report";
import { DAY_MS } from "../../../../domain/shared/time";
import { send } from "../support/messaging";
import { MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * reports/{reportId} (firestore.rules): blocks, reports and "not again". Who reads: the trust and
 * safety team (claim trust_and_safety), and each student their own. Who writes: a student, in their
 * own name, about someone they were matched with (both members of match_id), under the id that
 * names the report (reporter_match_kind_reported); filed again, only its time changes. Which
 * fields: kind, reporter_uid, reported_uid, school, match_id, reason, details, created_at, and a
 * report's message_ids (at most REPORTED_MESSAGES_MAX, each the reported student's in the match's
 * conversation). Which times: created_at is the server's (request.time).
 */

const { student, asSystem, writeMatch } = rulesWorld();

function reportOf(reporter: string, fields: Record<string, unknown> = {}) {
  return {
    kind: "block",
    reporter_uid: reporter,
    reported_uid: reporter === "ana" ? "ben" : "ana",
    school: "state.edu",
    match_id: MATCH_ID,
    reason: null,
    details: "",
    created_at: serverTimestamp(),
    ...fields,
  };
}

/** The id the domain derives for a report with these fields. */
function idOf(report: Record<string, unknown>): string {
  return safetyReportId({
    reporterUid: String(report.reporter_uid),
    reportedUid: String(report.reported_uid),
    matchId: String(report.match_id),
    kind: report.kind as SafetyReport["kind"],
  });
}

const reportDoc = (context: RulesTestContext, id: string) => doc(context.firestore(), `reports/${id}`);

/**
 * Files `report` as the app does (FirestoreReportStore): in one batch with the filer leaving the
 * match's conversation (their `left_chat_at`, the server's time), unless `leaving` is false.
 */
function file(uid: string, report: Record<string, unknown>, id = idOf(report), leaving = true) {
  const firestore = student(uid).firestore();
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `reports/${id}`), report, { merge: true });
  if (leaving) {
    const match = doc(firestore, `matches/${String(report.match_id)}`);
    batch.update(match, new FieldPath("members", uid, "left_chat_at"), serverTimestamp());
  }
  return batch.commit();
}

describe("reports/{reportId}: who files, about whom", () => {
  it("lets a student file a block, a report and a 'not again' about their match, in their own name", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(file("ana", reportOf("ana")));
    await assertSucceeds(file("ana", reportOf("ana", { kind: "not-again" })));
    for (const reason of REPORT_REASONS) {
      // One report of a kind per match and person: each reason from a match of its own.
      await writeMatch(2 * DAY_MS, {}, { id: `m-${reason}` });
      const details = "x".repeat(REPORT_DETAILS_MAX_LENGTH);
      await assertSucceeds(file("ana", reportOf("ana", { kind: "report", reason, details, match_id: `m-${reason}` })));
    }
  });

  it("refuses a filing that does not take the filer out of the match's conversation in the same batch", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(file("ana", reportOf("ana"), undefined, false));
    await assertFails(file("ana", reportOf("ana", { kind: "report", reason: "harassment" }), undefined, false));
    await assertSucceeds(file("ana", reportOf("ana")));
    // Once out of it, another filing on the match needs nothing more.
    await assertSucceeds(file("ana", reportOf("ana", { kind: "report", reason: "harassment" }), undefined, false));
  });

  it("takes the filing of the sixth member of a table, about the fifth", async () => {
    const table = ["ana", "ben", "cy", "dee", "eve", "fay"];
    await writeMatch(2 * DAY_MS, {}, { memberIds: table, table: { revealIn: -DAY_MS } });
    await assertSucceeds(file("fay", reportOf("fay", { reported_uid: "eve", kind: "report", reason: "harassment" })));
  });

  it("takes a report after the meal too", async () => {
    await writeMatch(-3 * DAY_MS);
    await assertSucceeds(file("ana", reportOf("ana", { kind: "report", reason: "harassment" })));
  });

  it("refuses a report about someone the reporter was not matched with, or from a match that is not theirs", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(file("ana", reportOf("ana", { reported_uid: "cy" })));
    await assertFails(file("cy", reportOf("cy", { reported_uid: "ana" })));
    await assertFails(file("ana", reportOf("ana", { match_id: "no-such-match" })));
    await writeMatch(2 * DAY_MS, {}, { id: "m2", memberIds: ["ben", "cy"] });
    await assertFails(file("ana", reportOf("ana", { match_id: "m2" })));
  });

  it("refuses an id other than the one that names the report, so nobody takes another's id first", async () => {
    await writeMatch(2 * DAY_MS);
    const anasNotAgain = reportOf("ana", { kind: "not-again" });
    await assertFails(file("ana", anasNotAgain, "r1"));
    await assertFails(file("ana", anasNotAgain, idOf(reportOf("ana", { kind: "block" }))));
    // Ben tries to file under the id Ana's "not again" will use: in his name or in hers, refused.
    await assertFails(file("ben", reportOf("ben", { kind: "not-again" }), idOf(anasNotAgain)));
    await assertFails(file("ben", anasNotAgain));
    // So Ana's is filed when she says it.
    await assertSucceeds(file("ana", anasNotAgain));
  });

  const refused: [string, Record<string, unknown>][] = [
    ["in another student's name", { reporter_uid: "cy" }],
    ["about themselves", { reported_uid: "ana" }],
    ["at another school", { school: "other.edu" }],
    ["without a match", { match_id: null }],
    ["a reason that is not on the list", { kind: "report", reason: "rude" }],
    ["a report without a reason", { kind: "report", reason: null }],
    ["a block with a reason", { reason: "harassment" }],
    [
      `details over ${REPORT_DETAILS_MAX_LENGTH} characters`,
      { kind: "report", reason: "other", details: "x".repeat(REPORT_DETAILS_MAX_LENGTH + 1) },
    ],
    ["a kind of its own", { kind: "ban" }],
    ["a field of its own", { severity: 10 }],
    ["a time of the student's own, even now", { created_at: new Date() }],
    ["a time of the student's own in the past", { created_at: new Date(Date.now() - DAY_MS) }],
  ];
  for (const [what, fields] of refused) {
    it(`refuses a report ${what}`, async () => {
      await writeMatch(2 * DAY_MS);
      const report = reportOf("ana", fields);
      await assertFails(file("ana", report, fields.match_id === null ? `ana__block_ben` : idOf(report)));
    });
  }
});

describe("reports/{reportId}: the messages a report is about", () => {
  it(`takes a report naming up to ${REPORTED_MESSAGES_MAX} messages the reported student sent in the match's conversation`, async () => {
    await writeMatch(2 * DAY_MS);
    const ids = Array.from({ length: REPORTED_MESSAGES_MAX }, (_, index) => `m-${index}`);
    for (const id of ids) await send(student("ben"), "ben", id);
    await assertSucceeds(
      file("ana", reportOf("ana", { kind: "report", reason: "inappropriate-messages", message_ids: ids })),
    );
  });

  it("refuses a report naming the reporter's own message, one that does not exist, or too many", async () => {
    await writeMatch(2 * DAY_MS);
    await send(student("ana"), "ana", "m-ana");
    for (let index = 0; index <= REPORTED_MESSAGES_MAX; index++) await send(student("ben"), "ben", `m-${index}`);
    const report = (message_ids: unknown) =>
      reportOf("ana", { kind: "report", reason: "inappropriate-messages", message_ids });
    await assertFails(file("ana", report(["m-ana"])));
    await assertFails(file("ana", report(["m-missing"])));
    await assertFails(file("ana", report(["m-0", "m-ana"])));
    await assertFails(
      file("ana", report(Array.from({ length: REPORTED_MESSAGES_MAX + 1 }, (_, index) => `m-${index}`))),
    );
    await assertFails(file("ana", report("m-0")));
  });

  it("refuses messages on a block or a 'not again'", async () => {
    await writeMatch(2 * DAY_MS);
    await send(student("ben"), "ben", "m-1");
    await assertFails(file("ana", reportOf("ana", { message_ids: ["m-1"] })));
    await assertFails(file("ana", reportOf("ana", { kind: "not-again", message_ids: ["m-1"] })));
  });
});

describe("reports/{reportId}: filed again", () => {
  it("takes the same 'not again' twice, after the system stamped it received: only its time changes", async () => {
    await writeMatch(-DAY_MS);
    const notAgain = reportOf("ana", { kind: "not-again" });
    await assertSucceeds(file("ana", notAgain));
    await asSystem((db) => db.doc(`reports/${idOf(notAgain)}`).update({ received_at: new Date() }));
    await assertSucceeds(file("ana", notAgain));
  });

  it("refuses a change to what was filed, and any change by another student", async () => {
    await writeMatch(-DAY_MS);
    const report = reportOf("ana", { kind: "report", reason: "harassment", details: "What happened." });
    await assertSucceeds(file("ana", report));
    await assertFails(file("ana", { ...report, details: "Something else." }));
    await assertFails(file("ana", { ...report, created_at: new Date(Date.now() - DAY_MS) }));
    await assertFails(
      setDoc(reportDoc(student("ben"), idOf(report)), { created_at: serverTimestamp() }, { merge: true }),
    );
    await assertFails(deleteDoc(reportDoc(student("ana"), idOf(report))));
  });
});

describe("reports/{reportId}: who reads", () => {
  it("lets a student read their own, one by one or all of them", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(file("ana", reportOf("ana")));
    await assertSucceeds(getDoc(reportDoc(student("ana"), idOf(reportOf("ana")))));
    const reports = collection(student("ana").firestore(), "reports");
    await assertSucceeds(getDocs(query(reports, where("reporter_uid", "==", "ana"))));
  });

  it("refuses a student anyone else's: the one about them included, one by one or listed", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(file("ana", reportOf("ana")));
    await assertFails(getDoc(reportDoc(student("ben"), idOf(reportOf("ana")))));
    const reports = collection(student("ben").firestore(), "reports");
    await assertFails(getDocs(reports));
    await assertFails(getDocs(query(reports, where("reporter_uid", "==", "ana"))));
    await assertFails(getDocs(query(reports, where("reported_uid", "==", "ben"))));
  });

  it("lets the trust and safety team read every report", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(file("ana", reportOf("ana")));
    const reviewer = student("tess", { trust_and_safety: true });
    await assertSucceeds(getDoc(reportDoc(reviewer, idOf(reportOf("ana")))));
    await assertSucceeds(getDocs(collection(reviewer.firestore(), "reports")));
  });
});

describe("reports/{reportId}: what the team and the system add", () => {
  it("refuses a student writing the team's decision, an arrival stamp or a retention into their report", async () => {
    await writeMatch(-DAY_MS);
    const report = reportOf("ana", { kind: "report", reason: "harassment", details: "What happened." });
    await assertSucceeds(file("ana", report));
    for (const added of [
      { review: { status: "dismissed", at: new Date() } },
      { reviewed_at: serverTimestamp() },
      { reporter_told_at: serverTimestamp() },
      { received_at: serverTimestamp() },
      { retained_until: new Date(Date.now() + 400 * DAY_MS), retention_reason: "kept" },
    ]) {
      await assertFails(setDoc(reportDoc(student("ana"), idOf(report)), added, { merge: true }));
    }
  });
});

describe("reports/{reportId}: reviewed", () => {
  it("takes a 'not again' filed again once reviewed, keeping when it was reviewed; the filer cannot take that out", async () => {
    await writeMatch(-DAY_MS);
    const notAgain = reportOf("ana", { kind: "not-again" });
    await assertSucceeds(file("ana", notAgain));
    await asSystem((db) => db.doc(`reports/${idOf(notAgain)}`).update({ reviewed_at: new Date() }));
    await assertSucceeds(file("ana", notAgain));
    await assertFails(file("ana", { ...notAgain, reviewed_at: null }));
    await assertFails(
      setDoc(reportDoc(student("ana"), idOf(notAgain)), { ...notAgain, created_at: serverTimestamp() }),
    );
  });
});

describe("reports/{reportId}/audit/{entryId}: the audit log", () => {
  const entryPath = (reportId: string) => `reports/${reportId}/audit/e1`;
  const entryOf = (reportId: string) => ({
    report_id: reportId,
    at: new Date(),
    reviewer_uid: "tess",
    reviewer_email: "tess@strangers.test",
    action: "warn",
    days: null,
    note: "First warning.",
    subject_uid: "ben",
  });

  async function loggedReport(): Promise<string> {
    await writeMatch(-DAY_MS);
    const report = reportOf("ana", { kind: "report", reason: "harassment" });
    await assertSucceeds(file("ana", report));
    const id = idOf(report);
    await asSystem((db) => db.doc(entryPath(id)).set(entryOf(id)));
    return id;
  }

  it("lets the trust and safety team read a report's log, one entry or all of them", async () => {
    const id = await loggedReport();
    const reviewer = student("tess", { trust_and_safety: true });
    await assertSucceeds(getDoc(doc(reviewer.firestore(), entryPath(id))));
    await assertSucceeds(getDocs(collection(reviewer.firestore(), `reports/${id}/audit`)));
  });

  it("refuses every student the log: the reporter, the one reported, anyone else", async () => {
    const id = await loggedReport();
    for (const uid of ["ana", "ben", "cy"]) {
      await assertFails(getDoc(doc(student(uid).firestore(), entryPath(id))));
      await assertFails(getDocs(collection(student(uid).firestore(), `reports/${id}/audit`)));
    }
    await assertFails(getDoc(doc(student("olga", { operator: true }).firestore(), entryPath(id))));
  });

  it("lets nobody write it, the team included: no entry added, changed or removed but by the functions", async () => {
    const id = await loggedReport();
    for (const client of [student("tess", { trust_and_safety: true }), student("ana"), student("ben")]) {
      const entry = doc(client.firestore(), entryPath(id));
      await assertFails(setDoc(doc(client.firestore(), `reports/${id}/audit/e2`), entryOf(id)));
      await assertFails(setDoc(entry, { note: "Changed." }, { merge: true }));
      await assertFails(deleteDoc(entry));
    }
  });
});
