import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { WAITLIST_MIN_NOTICE_MS } from "../../../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../../domain/shared/time";
import { at, DAY_ID, rulesWorld } from "../support/rulesWorld";

/**
 * days/{dayId}/schools/{school}/opt_ins/{uid} (firestore.rules), under the student's own school only
 * (the school of the address); days/{dayId}/schools/{school} nobody reads or writes. Who reads: that student. Who writes: that student,
 * from the day's opening (opens_at) until its cut-off (closes_at), with a profile complete enough to
 * be matched (18 or older confirmed, and not suspended by the trust and safety team); after the cut-off only the waitlist, each slot at least 45 minutes ahead; withdrawing
 * until the cut-off. Fields: day_id, uid, school (the address's), slots and waitlist_slots (the
 * day's), updated_at. Times: opens_at, closes_at and the waitlist's notice by request.time.
 */

const { student, account, asSystem, publishDay, profileOf } = rulesWorld();

function optInOf(uid: string, slots: readonly Date[], fields: Record<string, unknown> = {}) {
  return {
    day_id: DAY_ID,
    uid,
    school: "state.edu",
    slots,
    waitlist_slots: [],
    updated_at: serverTimestamp(),
    ...fields,
  };
}

const SCHOOL = "state.edu";
const pathOf = (uid: string, school = SCHOOL) => `days/${DAY_ID}/schools/${school}/opt_ins/${uid}`;
const optIn = (context: RulesTestContext, uid = "ana", school = SCHOOL) =>
  doc(context.firestore(), pathOf(uid, school));

describe("days/{dayId}/schools/{school}/opt_ins/{uid}: who", () => {
  it("lets a student opt in with the day's slots while it is open, read it, change it and withdraw", async () => {
    const slots = await publishDay([2 * DAY_MS, 2 * DAY_MS + HOUR_MS], DAY_MS);
    await profileOf("ana");
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots.slice(0, 1))));
    await assertSucceeds(getDoc(optIn(student("ana"))));
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots)));
    // A waitlist too (the functions look at it only once the day's round is recorded).
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots, { waitlist_slots: slots.slice(1) })));
    await assertSucceeds(deleteDoc(optIn(student("ana"))));
  });

  it("refuses another student, an unverified address and an address outside a school", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await profileOf("ana");
    await asSystem((db) => db.doc(pathOf("ana")).set(optInOf("ana", slots)));
    await assertFails(getDoc(optIn(student("ben"), "ana")));
    await assertFails(setDoc(optIn(student("ben"), "ana"), optInOf("ana", slots)));
    await assertFails(deleteDoc(optIn(student("ben"), "ana")));
    await assertFails(getDoc(optIn(account("ana", "ana@state.edu", false))));
    const gmail = account("gus", "gus@gmail.com");
    await assertFails(setDoc(optIn(gmail, "gus"), { ...optInOf("gus", slots), school: "gmail.com" }));
    await assertFails(getDocs(collection(student("ana").firestore(), `days/${DAY_ID}/schools/${SCHOOL}/opt_ins`)));
  });

  it("keeps an opt-in under the student's own school: never under another school, nor at the old path", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await profileOf("ana");
    // The document's school is the address's; only the path names another school.
    await assertFails(setDoc(optIn(student("ana"), "ana", "other.edu"), optInOf("ana", slots)));
    await assertFails(
      setDoc(optIn(student("ana"), "ana", "other.edu"), optInOf("ana", slots, { school: "other.edu" })),
    );
    await asSystem((db) => db.doc(pathOf("ana", "other.edu")).set(optInOf("ana", slots)));
    await assertFails(getDoc(optIn(student("ana"), "ana", "other.edu")));
    await assertFails(deleteDoc(optIn(student("ana"), "ana", "other.edu")));
    // The layout before opt-ins were kept per school.
    await assertFails(setDoc(doc(student("ana").firestore(), `days/${DAY_ID}/opt_ins/ana`), optInOf("ana", slots)));
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots)));
  });

  it("lets no student read, list or write the day's schools (which schools take part)", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await profileOf("ana");
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots)));
    const ana = student("ana").firestore();
    await assertFails(getDocs(collection(ana, `days/${DAY_ID}/schools`)));
    await assertFails(getDoc(doc(ana, `days/${DAY_ID}/schools/${SCHOOL}`)));
    await assertFails(setDoc(doc(ana, `days/${DAY_ID}/schools/${SCHOOL}`), {}));
    await assertFails(setDoc(doc(ana, `days/${DAY_ID}/schools/other.edu`), {}));
  });
});

describe("days/{dayId}/schools/{school}/opt_ins/{uid}: when", () => {
  it("refuses an opt-in before the day opens (opens_at, by the server's time), and takes it once open", async () => {
    const notYet = await publishDay([8 * DAY_MS], 7 * DAY_MS, HOUR_MS);
    await profileOf("ana");
    await assertFails(setDoc(optIn(student("ana")), optInOf("ana", notYet)));
    const open = await publishDay([8 * DAY_MS], 7 * DAY_MS, -MINUTE_MS);
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", open)));
  });

  it("refuses an opt-in after the day's cut-off, and withdrawing after it", async () => {
    const slots = await publishDay([DAY_MS - HOUR_MS], -HOUR_MS);
    await profileOf("ana");
    await assertFails(setDoc(optIn(student("ana")), optInOf("ana", slots)));
    await asSystem((db) => db.doc(pathOf("ana")).set(optInOf("ana", slots)));
    await assertFails(setDoc(optIn(student("ana")), optInOf("ana", [])));
    await assertFails(deleteDoc(optIn(student("ana"))));
  });

  it("refuses a day the functions have not published", async () => {
    await profileOf("ana");
    await assertFails(setDoc(optIn(student("ana")), optInOf("ana", [at(Date.now() + 2 * DAY_MS)])));
  });

  it("after the cut-off, takes the waitlist: later slots at least 45 minutes ahead, the slots unchanged", async () => {
    const soon = WAITLIST_MIN_NOTICE_MS - 5 * MINUTE_MS;
    const later = WAITLIST_MIN_NOTICE_MS + 30 * MINUTE_MS;
    const [first, tooSoon, fine] = await publishDay([-HOUR_MS, soon, later], -DAY_MS, -7 * DAY_MS);
    await profileOf("ana");
    await profileOf("ben");
    const mine = optInOf("ana", [first as Date]);
    await asSystem((db) => db.doc(pathOf("ana")).set(mine));
    await assertSucceeds(setDoc(optIn(student("ana")), { ...mine, waitlist_slots: [fine] }));
    await assertFails(setDoc(optIn(student("ana")), { ...mine, waitlist_slots: [tooSoon] }));
    await assertFails(setDoc(optIn(student("ana")), { ...mine, slots: [fine], waitlist_slots: [fine] }));
    // One who had not opted in may still wait for a later slot, with no slots of their own.
    await assertSucceeds(setDoc(optIn(student("ben"), "ben"), optInOf("ben", [], { waitlist_slots: [fine] })));
  });
});

describe("days/{dayId}/schools/{school}/opt_ins/{uid}: whose profile", () => {
  const incomplete: [string, Record<string, unknown>][] = [
    ["no first name", { first_name: "" }],
    ["a first name of spaces", { first_name: "   " }],
    ["no class level", { class_level: "" }],
    ["no meal time", { preferences: { interests: [], preferred_meal_times: [] } }],
    ["no age confirmation yet (created before sign-up asked it)", { adult_confirmed_at: null }],
    ["a suspension that has not ended", { suspended_until: at(Date.now() + HOUR_MS), suspension_reason: "harassment" }],
  ];
  for (const [what, fields] of incomplete) {
    it(`refuses an opt-in, or a change to one, from a student whose profile has ${what}`, async () => {
      const slots = await publishDay([2 * DAY_MS], DAY_MS);
      await profileOf("ana", fields);
      await assertFails(setDoc(optIn(student("ana")), optInOf("ana", slots)));
      await asSystem((db) => db.doc(pathOf("ana")).set(optInOf("ana", slots)));
      await assertFails(setDoc(optIn(student("ana")), optInOf("ana", slots, { waitlist_slots: slots })));
      // Withdrawing is always possible while the day is open.
      await assertSucceeds(deleteDoc(optIn(student("ana"))));
    });
  }

  it("takes an opt-in once a suspension has ended (by the server's time)", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await profileOf("ana", { suspended_until: at(Date.now() - MINUTE_MS), suspension_reason: "harassment" });
    await assertSucceeds(setDoc(optIn(student("ana")), optInOf("ana", slots)));
  });

  it("refuses an opt-in from a student without a profile", async () => {
    const slots = await publishDay([2 * DAY_MS], DAY_MS);
    await assertFails(setDoc(optIn(student("ana")), optInOf("ana", slots)));
  });
});

describe("days/{dayId}/schools/{school}/opt_ins/{uid}: which fields", () => {
  const refused: [string, (slots: Date[]) => Record<string, unknown>][] = [
    ["a slot the day does not have", () => optInOf("ana", [at(Date.now() + 3 * DAY_MS)])],
    ["another school than the address's", (slots) => optInOf("ana", slots, { school: "other.edu" })],
    ["another student's uid", (slots) => optInOf("ben", slots)],
    ["another day's id", (slots) => optInOf("ana", slots, { day_id: "2030-01-16" })],
    ["a field of its own", (slots) => optInOf("ana", slots, { priority: true })],
    ["an update time that is not a timestamp", (slots) => optInOf("ana", slots, { updated_at: Date.now() })],
    // The waitlist serves students in updated_at order: a backdated one would jump the line.
    [
      "an update time of its own (an hour ago)",
      (slots) => optInOf("ana", slots, { updated_at: new Date(Date.now() - HOUR_MS) }),
    ],
    [
      "an update time of its own (now, by the client's clock)",
      (slots) => optInOf("ana", slots, { updated_at: new Date() }),
    ],
  ];
  for (const [what, fields] of refused) {
    it(`refuses an opt-in with ${what}`, async () => {
      const slots = await publishDay([2 * DAY_MS], DAY_MS);
      await profileOf("ana");
      await assertFails(setDoc(optIn(student("ana")), fields(slots)));
    });
  }
});
