import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import "firebase/compat/firestore";
import { describe, it } from "vitest";
import {
  ANSWER_CLOCK_ALLOWANCE_MS,
  ANSWER_CLOCK_SKEW_MS,
  CONFIRM_BY_BEFORE_MEAL_MS,
  FEEDBACK_OPEN_FOR_MS,
  FIND_EACH_OTHER_BEFORE_MEAL_MS,
  MEAL_DURATION_MS,
  MEETING_WINDOW_AFTER_START_MS,
} from "../../../../domain/meetups/meetupRules";
import { safetyReportId } from "../../../../domain/meetups/Report";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "../../../../domain/shared/time";
import { at, MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * matches/{matchId} (firestore.rules). Who reads: its members (one by one, or theirs with
 * member_ids array-contains); anyone else is refused whether the match exists or not. Who writes:
 * the functions; each member only their own entry's answers. Which fields: confirmed_at,
 * cancelled_at, cancelled_for_safety, arrival, feedback of the member's own entry. Which times:
 * each answer inside its window by request.time, stamped at most ANSWER_CLOCK_ALLOWANCE_MS after
 * request.time and less than ANSWER_CLOCK_SKEW_MS before it.
 */

const { student, account, asSystem, writeMatch } = rulesWorld();

const match = (context: RulesTestContext, id = MATCH_ID) => doc(context.firestore(), `matches/${id}`);
const answer = (uid: string, fields: Record<string, unknown>) => updateDoc(match(student(uid)), fields);
const confirmed = () => ({ confirmed_at: at(Date.now() - DAY_MS) });
const fromNow = (millis: number) => at(Date.now() + millis);

describe("matches/{matchId}: who reads", () => {
  it("lets a member read the match and find it among theirs", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(getDoc(match(student("ana"))));
    const matches = collection(student("ana").firestore(), "matches");
    await assertSucceeds(getDocs(query(matches, where("member_ids", "array-contains", "ana"))));
  });

  it("refuses anyone else: another student, an unverified address, a list of all or of another's", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(getDoc(match(student("cy"))));
    await assertFails(getDoc(match(account("ana", "ana@state.edu", false))));
    await assertFails(getDocs(collection(student("cy").firestore(), "matches")));
    const matches = collection(student("cy").firestore(), "matches");
    await assertFails(getDocs(query(matches, where("member_ids", "array-contains", "ana"))));
  });

  it("answers a match that does not exist as it answers another pair's: refused, so a guessed id tells nothing", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(getDoc(match(student("cy"), MATCH_ID)));
    await assertFails(getDoc(match(student("cy"), "2030-01-15_ana_cy")));
    await assertFails(getDoc(match(student("ana"), "2030-01-15_ana_cy")));
    // An answer on a guessed id says no more: refused alike, not "not found".
    await assertFails(updateDoc(match(student("cy"), MATCH_ID), { "members.cy.confirmed_at": new Date() }));
    await assertFails(updateDoc(match(student("cy"), "2030-01-15_ana_cy"), { "members.cy.confirmed_at": new Date() }));
  });
});

describe("matches/{matchId}: written by the functions alone", () => {
  it("refuses a student creating, deleting or changing the match's own fields", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(setDoc(match(student("ana"), "m2"), { member_ids: ["ana"] }));
    await assertFails(deleteDoc(match(student("ana"))));
    await assertFails(answer("ana", { slot: at(Date.now()) }));
    await assertFails(answer("ana", { notices: ["reminder"] }));
    await assertFails(answer("ana", { contacts: { ana: "a@state.edu", ben: "b@state.edu" } }));
    await assertFails(answer("ana", { "members.ana.first_name": "Queen" }));
    await assertFails(answer("ana", { "members.ana.vip": true }));
    // Nor reopen, or close, the conversation: the functions close it after a block, a report or a "not again".
    await assertFails(answer("ana", { chat_closed_at: new Date() }));
  });

  it("refuses a member moving the due index (next_push_at): only the functions say when a notification is due", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(answer("ana", { next_push_at: at(Date.now()) }));
    await assertFails(answer("ana", { next_push_at: null }));
    // Nor alongside an answer of their own that alone is taken.
    const confirmNow = { "members.ana.confirmed_at": serverTimestamp() };
    await assertFails(answer("ana", { ...confirmNow, next_push_at: at(Date.now() + DAY_MS) }));
    await assertSucceeds(answer("ana", confirmNow));
  });
});

describe("matches/{matchId}: confirming", () => {
  it("lets a member confirm until 4 hours before the meal, once, and never for another member", async () => {
    await writeMatch(CONFIRM_BY_BEFORE_MEAL_MS + 10 * MINUTE_MS);
    await assertFails(answer("ana", { "members.ben.confirmed_at": new Date() }));
    await assertFails(answer("cy", { "members.ana.confirmed_at": new Date() }));
    await assertSucceeds(answer("ana", { "members.ana.confirmed_at": new Date() }));
    await assertFails(answer("ana", { "members.ana.confirmed_at": fromNow(MINUTE_MS) }));
    await assertFails(answer("ana", { "members.ana.confirmed_at": null }));
  });

  it("refuses a confirmation after the deadline", async () => {
    await writeMatch(CONFIRM_BY_BEFORE_MEAL_MS - 10 * MINUTE_MS);
    await assertFails(answer("ana", { "members.ana.confirmed_at": new Date() }));
  });

  it("takes a stamp near the server's time only: not backdated beyond the skew, not ahead beyond the allowance", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(answer("ana", { "members.ana.confirmed_at": fromNow(-ANSWER_CLOCK_SKEW_MS - MINUTE_MS) }));
    await assertFails(answer("ana", { "members.ana.confirmed_at": fromNow(ANSWER_CLOCK_ALLOWANCE_MS + MINUTE_MS) }));
    await assertFails(answer("ana", { "members.ana.confirmed_at": fromNow(DAY_MS) }));
    await assertSucceeds(
      answer("ana", { "members.ana.confirmed_at": fromNow(ANSWER_CLOCK_ALLOWANCE_MS - 10 * SECOND_MS) }),
    );
    await assertSucceeds(answer("ben", { "members.ben.confirmed_at": fromNow(-ANSWER_CLOCK_SKEW_MS + MINUTE_MS) }));
  });
});

describe("matches/{matchId}: cancelling", () => {
  it("lets a member cancel until the meal, late included, once, stamped near the server's time", async () => {
    await writeMatch(2 * HOUR_MS);
    await assertFails(answer("ana", { "members.ana.cancelled_at": fromNow(-HOUR_MS) }));
    await assertFails(answer("ana", { "members.ana.cancelled_at": fromNow(ANSWER_CLOCK_ALLOWANCE_MS + MINUTE_MS) }));
    await assertSucceeds(answer("ana", { "members.ana.cancelled_at": new Date() }));
    await assertFails(answer("ana", { "members.ana.cancelled_at": null }));
    await assertFails(answer("ana", { "members.ana.cancelled_for_safety": true }));
  });

  it("refuses a cancellation once the meal has started", async () => {
    await writeMatch(-MINUTE_MS, { ana: confirmed(), ben: confirmed() });
    await assertFails(answer("ana", { "members.ana.cancelled_at": new Date() }));
  });
});

describe("matches/{matchId}: cancelling for safety (no penalty)", () => {
  const forSafety = { "members.ana.cancelled_at": new Date(), "members.ana.cancelled_for_safety": true };
  const filed = (reporter: string, reported: string, kind: string, matchId = MATCH_ID) => ({
    id: safetyReportId({ reporterUid: reporter, reportedUid: reported, matchId, kind: kind as "block" }),
    data: {
      kind,
      reporter_uid: reporter,
      reported_uid: reported,
      school: "state.edu",
      match_id: matchId,
      reason: kind === "report" ? "harassment" : null,
      details: "",
      created_at: new Date(),
    },
  });
  const fileAsSystem = async (report: ReturnType<typeof filed>) =>
    asSystem((db) => db.doc(`reports/${report.id}`).set(report.data));

  it("refuses it without a report or block by the member on this match", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(answer("ana", forSafety));
    await fileAsSystem(filed("ana", "ben", "not-again"));
    await assertFails(answer("ana", forSafety));
    await fileAsSystem(filed("ben", "ana", "block"));
    await assertFails(answer("ana", forSafety));
    await fileAsSystem(filed("ana", "ben", "block", "another-match"));
    await assertFails(answer("ana", forSafety));
    // Without "for safety", the same cancellation is a plain one (late or not).
    await assertSucceeds(answer("ana", { "members.ana.cancelled_at": new Date() }));
  });

  it("takes it once the member blocked or reported another member of the match", async () => {
    for (const kind of ["block", "report"]) {
      await writeMatch(2 * DAY_MS);
      await fileAsSystem(filed("ana", "ben", kind));
      await assertSucceeds(answer("ana", forSafety));
    }
  });

  it("takes it at a table of six, whoever of the five others was reported (within the rules' lookups)", async () => {
    const table = ["ana", "ben", "cy", "dee", "eve", "fay"];
    await writeMatch(2 * DAY_MS, {}, { memberIds: table, table: { revealIn: -HOUR_MS } });
    await fileAsSystem(filed("ana", "fay", "report"));
    await assertSucceeds(answer("ana", forSafety));
  });

  it("takes the report and the cancellation together, in one batch", async () => {
    await writeMatch(2 * DAY_MS);
    const report = filed("ana", "ben", "report");
    // The test context's compat API: one Firestore instance for the batch and its references.
    const db = student("ana").firestore();
    const batch = db.batch();
    const receivedNow = firebase.firestore.FieldValue.serverTimestamp();
    batch.set(db.doc(`reports/${report.id}`), { ...report.data, created_at: receivedNow });
    batch.update(db.doc(`matches/${MATCH_ID}`), { ...forSafety, "members.ana.left_chat_at": receivedNow });
    await assertSucceeds(batch.commit());
  });
});

describe("matches/{matchId}: leaving the conversation (left_chat_at)", () => {
  const now = () => serverTimestamp();

  it("takes a member's own stamp at the server's time, again too, and nobody else's", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(answer("ana", { "members.ana.left_chat_at": now() }));
    await assertSucceeds(answer("ana", { "members.ana.left_chat_at": now() }));
    await assertFails(answer("ana", { "members.ben.left_chat_at": now() }));
  });

  it("refuses a time of the member's own, and a way back in (null)", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(answer("ana", { "members.ana.left_chat_at": new Date() }));
    await assertSucceeds(answer("ana", { "members.ana.left_chat_at": now() }));
    await assertFails(answer("ana", { "members.ana.left_chat_at": null }));
  });
});

describe('matches/{matchId}: "I\'m here" and "Running late"', () => {
  it("takes them from 15 minutes before the meal until 30 minutes after it starts, once confirmed", async () => {
    await writeMatch(10 * MINUTE_MS, { ana: confirmed() });
    await assertSucceeds(answer("ana", { "members.ana.arrival": { kind: "here", at: new Date() } }));
    await assertSucceeds(answer("ana", { "members.ana.arrival": { kind: "late", at: new Date() } }));
    await assertFails(answer("ana", { "members.ana.arrival": { kind: "lost", at: new Date() } }));
    await assertFails(answer("ben", { "members.ben.arrival": { kind: "here", at: new Date() } }));
    await writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, { ana: confirmed(), ben: confirmed() });
    await assertFails(answer("ana", { "members.ana.arrival": { kind: "here", at: new Date() } }));
  });

  it("refuses them before the window by the server's time, whatever time they carry", async () => {
    const slot = await writeMatch(FIND_EACH_OTHER_BEFORE_MEAL_MS + 5 * MINUTE_MS, { ana: confirmed() });
    await assertFails(answer("ana", { "members.ana.arrival": { kind: "here", at: new Date() } }));
    await assertFails(
      answer("ana", { "members.ana.arrival": { kind: "here", at: at(slot - FIND_EACH_OTHER_BEFORE_MEAL_MS) } }),
    );
    const farAhead = await writeMatch(2 * DAY_MS, { ana: confirmed() });
    await assertFails(answer("ana", { "members.ana.arrival": { kind: "here", at: at(farAhead) } }));
  });

  it("gives a phone whose clock is a little fast its allowance at the window's opening", async () => {
    const slot = await writeMatch(FIND_EACH_OTHER_BEFORE_MEAL_MS + MINUTE_MS, { ana: confirmed() });
    await assertSucceeds(
      answer("ana", { "members.ana.arrival": { kind: "here", at: at(slot - FIND_EACH_OTHER_BEFORE_MEAL_MS) } }),
    );
  });
});

describe('matches/{matchId}: "Did you meet?", how it was and "Meet again?"', () => {
  const feedback = (fields: Record<string, unknown> = {}) => ({
    "members.ana.feedback": { met: "yes", rating: null, meet_again: null, at: new Date(), ...fields },
  });

  it("takes the feedback from 30 minutes after the meal starts until a week after it", async () => {
    await writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, { ana: confirmed(), ben: confirmed() });
    await assertSucceeds(answer("ana", feedback()));
    await assertSucceeds(answer("ana", feedback({ rating: "great", meet_again: true })));
    await assertSucceeds(answer("ana", feedback({ met: "they-did-not-come" })));
    await assertFails(answer("ana", feedback({ met: "maybe" })));
    await assertFails(answer("ana", feedback({ met: "i-could-not-go", meet_again: true })));
    await assertFails(answer("ana", feedback({ rating: "superb" })));
    await assertFails(answer("ana", feedback({ at: fromNow(-HOUR_MS) })));
    await assertFails(answer("ana", feedback({ at: fromNow(HOUR_MS) })));
    // A week after the meal it is closed; and one who never confirmed has no feedback to give.
    await writeMatch(-(MEAL_DURATION_MS + FEEDBACK_OPEN_FOR_MS + MINUTE_MS), { ana: confirmed() });
    await assertFails(answer("ana", feedback()));
    await writeMatch(-HOUR_MS, { ben: confirmed() });
    await assertFails(answer("ana", feedback()));
  });

  it("refuses a 'meet again' before the meal, even stamped with a time after it: no addresses before a real meal", async () => {
    const slot = await writeMatch(HOUR_MS, { ana: confirmed(), ben: confirmed() });
    await assertFails(answer("ana", feedback()));
    await assertFails(answer("ana", feedback({ meet_again: true, at: at(slot + MEETING_WINDOW_AFTER_START_MS) })));
    await assertFails(answer("ana", feedback({ meet_again: true, at: at(slot + DAY_MS) })));
  });

  it("opens by the server's time, with the clock allowance and no more", async () => {
    const tooSoon = await writeMatch(-MEETING_WINDOW_AFTER_START_MS + 3 * MINUTE_MS, { ana: confirmed() });
    await assertFails(answer("ana", feedback({ at: at(tooSoon + MEETING_WINDOW_AFTER_START_MS) })));
    const justAbout = await writeMatch(-MEETING_WINDOW_AFTER_START_MS + MINUTE_MS, { ana: confirmed() });
    await assertSucceeds(answer("ana", feedback({ at: at(justAbout + MEETING_WINDOW_AFTER_START_MS) })));
  });
});

describe('matches/{matchId}: a table\'s "Meet again?", a choice of people', () => {
  const table = ["ana", "ben", "cy", "dee"];
  const atTable = () =>
    writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, Object.fromEntries(table.map((uid) => [uid, confirmed()])), {
      memberIds: table,
      table: { revealIn: -DAY_MS },
    });
  const choice = (chosen: unknown, fields: Record<string, unknown> = {}) => ({
    "members.ana.feedback": {
      met: "yes",
      rating: null,
      meet_again: Array.isArray(chosen) && chosen.length > 0,
      meet_again_with: chosen,
      at: new Date(),
      ...fields,
    },
  });

  it("takes others of the table, none included, with meet_again saying whether there is anyone", async () => {
    await atTable();
    await assertSucceeds(answer("ana", choice(["ben", "dee"])));
    await assertSucceeds(answer("ana", choice([])));
    await assertSucceeds(answer("ana", choice(null, { meet_again: null })));
  });

  it("refuses a stranger, oneself, a 'yes' to nobody or a 'no' to someone, a list without meeting, or not a list", async () => {
    await atTable();
    await assertFails(answer("ana", choice(["ben", "zoe"])));
    await assertFails(answer("ana", choice(["ana", "ben"])));
    await assertFails(answer("ana", choice([], { meet_again: true })));
    await assertFails(answer("ana", choice(["ben"], { meet_again: false })));
    await assertFails(answer("ana", choice(["ben"], { met: "they-did-not-come", meet_again: null })));
    await assertFails(answer("ana", choice("ben")));
  });

  it("refuses a choice of people at a lunch for two, whose 'Meet again?' is yes or no", async () => {
    await writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, { ana: confirmed(), ben: confirmed() });
    await assertFails(answer("ana", choice(["ben"])));
  });
});
