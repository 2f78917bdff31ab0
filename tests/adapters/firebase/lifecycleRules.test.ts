import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { beforeEach, describe, it } from "vitest";
import {
  CONFIRM_BY_BEFORE_MEAL_MS,
  FEEDBACK_OPEN_FOR_MS,
  FIND_EACH_OTHER_BEFORE_MEAL_MS,
  MAX_SNOOZE_MS,
  MEAL_DURATION_MS,
  MEETING_WINDOW_AFTER_START_MS,
  REPORT_DETAILS_MAX_LENGTH,
  WAITLIST_MIN_NOTICE_MS,
} from "../../../domain/meetups/meetupRules";
import { REPORT_REASONS } from "../../../domain/meetups/Report";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { rulesEnvironmentPerSuite } from "./support/rulesEnvironment";

/**
 * The rules of the match lifecycle's collections (firestore.rules), on the Firestore emulator. The
 * emulator checks request.time against the real time: every time here is set relative to now, with
 * the domain's own constants, so each deadline is tested just before and just after it.
 */

const environment = rulesEnvironmentPerSuite();

const DAY_ID = "2030-01-15";
const at = (millis: number) => new Date(millis);

function student(uid: string, claims: Record<string, unknown> = {}): RulesTestContext {
  return environment().authenticatedContext(uid, { email: `${uid}@state.edu`, email_verified: true, ...claims });
}

async function asSystem(write: (firestore: ReturnType<RulesTestContext["firestore"]>) => Promise<unknown>) {
  await environment().withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });
}

/** A meal day as the functions publish it: slots at these offsets from now, cut-off a day before the first. */
async function publishDay(slotOffsets: readonly number[], closesIn: number) {
  const now = Date.now();
  const slots = slotOffsets.map((offset) => at(now + offset));
  await asSystem((db) =>
    db.doc(`days/${DAY_ID}`).set({ day_id: DAY_ID, slots, opens_at: at(now - DAY_MS), closes_at: at(now + closesIn) }),
  );
  return slots;
}

function optInOf(uid: string, slots: readonly Date[], fields: Record<string, unknown> = {}) {
  return { day_id: DAY_ID, uid, school: "state.edu", slots, waitlist_slots: [], updated_at: new Date(), ...fields };
}

const optInDoc = (context: RulesTestContext, uid = "ana") => context.firestore().doc(`days/${DAY_ID}/opt_ins/${uid}`);

describe("days/{dayId}", () => {
  it("is read by verified students of a school, and written by nobody", async () => {
    await publishDay([2 * DAY_MS], DAY_MS);
    await assertSucceeds(student("ana").firestore().doc(`days/${DAY_ID}`).get());
    const unverified = environment().authenticatedContext("ana", { email: "ana@state.edu", email_verified: false });
    await assertFails(unverified.firestore().doc(`days/${DAY_ID}`).get());
    const notASchool = environment().authenticatedContext("gus", { email: "gus@gmail.com", email_verified: true });
    await assertFails(notASchool.firestore().doc(`days/${DAY_ID}`).get());
    await assertFails(
      student("ana")
        .firestore()
        .doc(`days/${DAY_ID}`)
        .set({ closes_at: at(Date.now() + 9 * DAY_MS) }),
    );
  });
});

describe("days/{dayId}/opt_ins/{uid}", () => {
  it("lets a student opt in with the day's slots before the cut-off, read it, change it and withdraw", async () => {
    const slots = await publishDay([2 * DAY_MS, 2 * DAY_MS + HOUR_MS], DAY_MS);
    await assertSucceeds(optInDoc(student("ana")).set(optInOf("ana", slots.slice(0, 1))));
    await assertSucceeds(optInDoc(student("ana")).get());
    await assertSucceeds(optInDoc(student("ana")).set(optInOf("ana", slots)));
    // A waitlist too (the functions look at it only once the day's round is recorded).
    await assertSucceeds(optInDoc(student("ana")).set(optInOf("ana", slots, { waitlist_slots: slots.slice(1) })));
    await assertSucceeds(optInDoc(student("ana")).delete());
  });

  it("refuses another student, an unverified address and an address outside a school", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await asSystem((db) => db.doc(`days/${DAY_ID}/opt_ins/ana`).set(optInOf("ana", slots)));
    await assertFails(optInDoc(student("ben"), "ana").get());
    await assertFails(optInDoc(student("ben"), "ana").set(optInOf("ana", slots)));
    await assertFails(optInDoc(student("ben"), "ana").delete());
    const unverified = environment().authenticatedContext("ana", { email: "ana@state.edu", email_verified: false });
    await assertFails(optInDoc(unverified).get());
    const gmail = environment().authenticatedContext("gus", { email: "gus@gmail.com", email_verified: true });
    await assertFails(optInDoc(gmail, "gus").set({ ...optInOf("gus", slots), school: "gmail.com" }));
    await assertFails(student("ana").firestore().collection(`days/${DAY_ID}/opt_ins`).get());
  });

  it("refuses an opt-in after the day's cut-off, and withdrawing after it", async () => {
    const slots = await publishDay([DAY_MS - HOUR_MS], -HOUR_MS);
    await assertFails(optInDoc(student("ana")).set(optInOf("ana", slots)));
    await asSystem((db) => db.doc(`days/${DAY_ID}/opt_ins/ana`).set(optInOf("ana", slots)));
    await assertFails(optInDoc(student("ana")).set(optInOf("ana", [])));
    await assertFails(optInDoc(student("ana")).delete());
  });

  it("refuses a day the functions have not published", async () => {
    await assertFails(optInDoc(student("ana")).set(optInOf("ana", [at(Date.now() + 2 * DAY_MS)])));
  });

  const refused: [string, (slots: Date[]) => Record<string, unknown>][] = [
    ["a slot the day does not have", () => optInOf("ana", [at(Date.now() + 3 * DAY_MS)])],
    ["another school than the address's", (slots) => optInOf("ana", slots, { school: "other.edu" })],
    ["another student's uid", (slots) => optInOf("ben", slots)],
    ["another day's id", (slots) => optInOf("ana", slots, { day_id: "2030-01-16" })],
    ["a field of its own", (slots) => optInOf("ana", slots, { priority: true })],
    ["an update time that is not a timestamp", (slots) => optInOf("ana", slots, { updated_at: Date.now() })],
  ];
  for (const [what, optIn] of refused) {
    it(`refuses an opt-in with ${what}`, async () => {
      const slots = await publishDay([2 * DAY_MS], DAY_MS);
      await assertFails(optInDoc(student("ana")).set(optIn(slots)));
    });
  }

  it("after the cut-off, takes the waitlist: later slots at least 45 minutes ahead, the slots unchanged", async () => {
    const soon = WAITLIST_MIN_NOTICE_MS - 5 * MINUTE_MS;
    const later = WAITLIST_MIN_NOTICE_MS + 30 * MINUTE_MS;
    const [first, tooSoon, fine] = await publishDay([-HOUR_MS, soon, later], -DAY_MS);
    const mine = optInOf("ana", [first as Date]);
    await asSystem((db) => db.doc(`days/${DAY_ID}/opt_ins/ana`).set(mine));
    await assertSucceeds(optInDoc(student("ana")).set({ ...mine, waitlist_slots: [fine] }));
    await assertFails(optInDoc(student("ana")).set({ ...mine, waitlist_slots: [tooSoon] }));
    await assertFails(optInDoc(student("ana")).set({ ...mine, slots: [fine], waitlist_slots: [fine] }));
    // One who had not opted in may still wait for a later slot, with no slots of their own.
    await assertSucceeds(optInDoc(student("ben"), "ben").set(optInOf("ben", [], { waitlist_slots: [fine] })));
  });
});

/** A match of ana and ben meeting `slotIn` from now, as the functions write it. */
async function writeMatch(slotIn: number, members: Record<string, Record<string, unknown>> = {}) {
  const member = (uid: string) => ({
    uid,
    first_name: uid,
    class_level: "Junior",
    major: "History",
    interests: ["Coffee"],
    confirmed_at: null,
    cancelled_at: null,
    cancelled_for_safety: false,
    arrival: null,
    feedback: null,
    ...members[uid],
  });
  const slot = Date.now() + slotIn;
  await asSystem((db) =>
    db.doc("matches/m1").set({
      day_id: DAY_ID,
      school: "state.edu",
      slot: at(slot),
      place: { id: "hall", name: "Hall", meeting_point: "Doors", address: "Campus" },
      signal: { colour_name: "Sky", colour: "#3a86ff", code_word: "Maple" },
      shared_interests: ["Coffee"],
      member_ids: ["ana", "ben"],
      members: { ana: member("ana"), ben: member("ben") },
      created_at: new Date(),
      origin: "round",
      contacts: null,
      notices: [],
    }),
  );
  return slot;
}

const matchOf = (context: RulesTestContext) => context.firestore().doc("matches/m1");
const confirmed = { confirmed_at: at(Date.now() - DAY_MS) };

describe("matches/{matchId}: who reads", () => {
  it("lets a member read the match and find it among theirs; nobody else", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(matchOf(student("ana")).get());
    await assertSucceeds(
      student("ana").firestore().collection("matches").where("member_ids", "array-contains", "ana").get(),
    );
    await assertFails(matchOf(student("cy")).get());
    await assertFails(student("cy").firestore().collection("matches").get());
    await assertFails(
      student("cy").firestore().collection("matches").where("member_ids", "array-contains", "ana").get(),
    );
  });

  it("finds nothing, without an error, where there is no match", async () => {
    await assertSucceeds(student("ana").firestore().doc("matches/none").get());
  });

  it("is written by the functions alone: no student creates, deletes or changes the match's own fields", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(
      student("ana")
        .firestore()
        .doc("matches/m2")
        .set({ member_ids: ["ana"] }),
    );
    await assertFails(matchOf(student("ana")).delete());
    await assertFails(matchOf(student("ana")).update({ slot: at(Date.now()) }));
    await assertFails(matchOf(student("ana")).update({ notices: ["reminder"] }));
    await assertFails(matchOf(student("ana")).update({ contacts: { ana: "a@state.edu", ben: "b@state.edu" } }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.first_name": "Queen" }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.vip": true }));
  });
});

describe("matches/{matchId}: a member's own answers", () => {
  it("lets a member confirm until 4 hours before the meal, once, and never for another member", async () => {
    await writeMatch(CONFIRM_BY_BEFORE_MEAL_MS + 10 * MINUTE_MS);
    await assertFails(matchOf(student("ana")).update({ "members.ben.confirmed_at": new Date() }));
    await assertFails(matchOf(student("cy")).update({ "members.ana.confirmed_at": new Date() }));
    await assertSucceeds(matchOf(student("ana")).update({ "members.ana.confirmed_at": new Date() }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.confirmed_at": new Date(Date.now() + MINUTE_MS) }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.confirmed_at": null }));
  });

  it("refuses a confirmation after the deadline, or stamped earlier than now", async () => {
    await writeMatch(CONFIRM_BY_BEFORE_MEAL_MS - 10 * MINUTE_MS);
    await assertFails(matchOf(student("ana")).update({ "members.ana.confirmed_at": new Date() }));
    await writeMatch(2 * DAY_MS);
    await assertFails(matchOf(student("ana")).update({ "members.ana.confirmed_at": at(Date.now() - HOUR_MS) }));
  });

  it("lets a member cancel until the meal, late included, once and not stamped earlier than now", async () => {
    await writeMatch(2 * HOUR_MS);
    await assertFails(matchOf(student("ana")).update({ "members.ana.cancelled_at": at(Date.now() - HOUR_MS) }));
    await assertSucceeds(matchOf(student("ana")).update({ "members.ana.cancelled_at": new Date() }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.cancelled_at": null }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.cancelled_for_safety": true }));
  });

  it("refuses a cancellation once the meal has started", async () => {
    await writeMatch(-MINUTE_MS, { ana: confirmed, ben: confirmed });
    await assertFails(matchOf(student("ana")).update({ "members.ana.cancelled_at": new Date() }));
  });

  it("takes a cancellation for safety (a report or a block) only with the cancellation itself", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(matchOf(student("ana")).update({ "members.ana.cancelled_for_safety": true }));
    await assertSucceeds(
      matchOf(student("ana")).update({
        "members.ana.cancelled_at": new Date(),
        "members.ana.cancelled_for_safety": true,
      }),
    );
  });

  it('takes "I\'m here" from 15 minutes before the meal until 30 minutes after it starts, once confirmed', async () => {
    const slot = await writeMatch(10 * MINUTE_MS, { ana: confirmed });
    await assertSucceeds(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "here", at: new Date() } }));
    await assertSucceeds(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "late", at: new Date() } }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "lost", at: new Date() } }));
    await assertFails(matchOf(student("ben")).update({ "members.ben.arrival": { kind: "here", at: new Date() } }));
    const tooEarly = at(slot - FIND_EACH_OTHER_BEFORE_MEAL_MS - MINUTE_MS);
    await writeMatch(2 * DAY_MS, { ana: confirmed });
    await assertFails(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "here", at: new Date() } }));
    await assertFails(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "here", at: tooEarly } }));
    await writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, { ana: confirmed, ben: confirmed });
    await assertFails(matchOf(student("ana")).update({ "members.ana.arrival": { kind: "here", at: new Date() } }));
  });

  it("takes the feedback from 30 minutes after the meal starts until a week after it", async () => {
    const feedback = (fields: Record<string, unknown> = {}) => ({
      "members.ana.feedback": { met: "yes", rating: null, meet_again: null, at: new Date(), ...fields },
    });
    await writeMatch(-MEETING_WINDOW_AFTER_START_MS - MINUTE_MS, { ana: confirmed, ben: confirmed });
    await assertSucceeds(matchOf(student("ana")).update(feedback()));
    await assertSucceeds(matchOf(student("ana")).update(feedback({ rating: "great", meet_again: true })));
    await assertSucceeds(matchOf(student("ana")).update(feedback({ met: "they-did-not-come" })));
    await assertFails(matchOf(student("ana")).update(feedback({ met: "maybe" })));
    await assertFails(matchOf(student("ana")).update(feedback({ met: "i-could-not-go", meet_again: true })));
    await assertFails(matchOf(student("ana")).update(feedback({ rating: "superb" })));
    await assertFails(matchOf(student("ana")).update(feedback({ at: at(Date.now() - HOUR_MS) })));
    // Before the meal, only a time from 30 minutes after its start is taken (not earlier than now either).
    const slot = await writeMatch(HOUR_MS, { ana: confirmed, ben: confirmed });
    await assertFails(matchOf(student("ana")).update(feedback()));
    await assertSucceeds(matchOf(student("ana")).update(feedback({ at: at(slot + MEETING_WINDOW_AFTER_START_MS) })));
    // A week after the meal it is closed; and one who never confirmed has no feedback to give.
    await writeMatch(-(MEAL_DURATION_MS + FEEDBACK_OPEN_FOR_MS + MINUTE_MS), { ana: confirmed });
    await assertFails(matchOf(student("ana")).update(feedback()));
    await writeMatch(-HOUR_MS, { ben: confirmed });
    await assertFails(matchOf(student("ana")).update(feedback()));
  });
});

function reportOf(uid: string, fields: Record<string, unknown> = {}) {
  return {
    kind: "block",
    reporter_uid: uid,
    reported_uid: "ben",
    school: "state.edu",
    match_id: "m1",
    reason: null,
    details: "",
    created_at: new Date(),
    ...fields,
  };
}

describe("reports/{reportId}", () => {
  it("lets a student file a block, a report and a 'not again' in their own name", async () => {
    const reports = student("ana").firestore().collection("reports");
    await assertSucceeds(reports.doc("r1").set(reportOf("ana")));
    for (const reason of REPORT_REASONS) {
      await assertSucceeds(
        reports.doc(`r-${reason}`).set(reportOf("ana", { kind: "report", reason, details: "x".repeat(2000) })),
      );
    }
    const notAgain = reportOf("ana", { kind: "not-again", created_at: at(Date.now()) });
    await assertSucceeds(reports.doc("r3").set(notAgain));
    // Filed again as it was (a "not again" answered twice): nothing changes, nothing fails.
    await assertSucceeds(reports.doc("r3").set(notAgain));
  });

  const refused: [string, Record<string, unknown>][] = [
    ["in another student's name", { reporter_uid: "cy" }],
    ["about themselves", { reported_uid: "ana" }],
    ["at another school", { school: "other.edu" }],
    ["a reason that is not on the list", { kind: "report", reason: "rude" }],
    ["a report without a reason", { kind: "report", reason: null }],
    ["a block with a reason", { reason: "harassment" }],
    [
      `details over ${REPORT_DETAILS_MAX_LENGTH} characters`,
      { kind: "report", reason: "other", details: "x".repeat(REPORT_DETAILS_MAX_LENGTH + 1) },
    ],
    ["a kind of its own", { kind: "ban" }],
    ["a field of its own", { severity: 10 }],
  ];
  for (const [what, fields] of refused) {
    it(`refuses a report ${what}`, async () => {
      await assertFails(student("ana").firestore().doc("reports/r1").set(reportOf("ana", fields)));
    });
  }

  it("is read by the trust and safety team alone, and changed by nobody", async () => {
    await asSystem((db) => db.doc("reports/r1").set(reportOf("ana")));
    await assertFails(student("ana").firestore().doc("reports/r1").get());
    await assertFails(student("ben").firestore().collection("reports").get());
    await assertFails(
      student("ana")
        .firestore()
        .doc("reports/r1")
        .set(reportOf("ana", { details: "changed" })),
    );
    await assertFails(student("ana").firestore().doc("reports/r1").delete());
    const reviewer = student("tess", { trust_and_safety: true });
    await assertSucceeds(reviewer.firestore().doc("reports/r1").get());
    await assertSucceeds(reviewer.firestore().collection("reports").get());
  });
});

describe("places, rounds, mail and locks", () => {
  it("lets verified students read the places, and nobody write them", async () => {
    await asSystem((db) => db.doc("places/state.edu").set({ places: [] }));
    await assertSucceeds(student("ana").firestore().doc("places/state.edu").get());
    await assertFails(student("ana").firestore().doc("places/state.edu").set({ places: [] }));
  });

  it("keeps the rounds, the mail and the functions' locks from every client", async () => {
    for (const path of [`rounds/${DAY_ID}`, "mail/m1", "locks/waitlist"]) {
      await asSystem((db) => db.doc(path).set({ any: "thing" }));
      await assertFails(student("ana").firestore().doc(path).get());
      await assertFails(student("ana").firestore().doc(path).set({ any: "thing else" }));
    }
    await assertFails(student("ana", { trust_and_safety: true }).firestore().collection("mail").get());
  });
});

describe("users/{uid}: a snooze", () => {
  beforeEach(() => asSystem((db) => db.doc("users/ana").set({ email: "ana@state.edu", first_name: "Ana" })));
  const profile = () => student("ana").firestore().doc("users/ana");

  it("takes a snooze up to 12 weeks ahead, and its end", async () => {
    await assertSucceeds(profile().set({ snoozed_until: at(Date.now() + MAX_SNOOZE_MS - HOUR_MS) }, { merge: true }));
    await assertSucceeds(profile().set({ snoozed_until: null }, { merge: true }));
  });

  it("refuses a snooze longer than 12 weeks, or one that is not a time", async () => {
    await assertFails(profile().set({ snoozed_until: at(Date.now() + MAX_SNOOZE_MS + DAY_MS) }, { merge: true }));
    await assertFails(profile().set({ snoozed_until: Date.now() + DAY_MS }, { merge: true }));
  });
});
