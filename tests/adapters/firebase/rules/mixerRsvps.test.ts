import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../../../domain/mixers/mixerRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../../domain/shared/time";
import { EVENT_ID, mixerWorld, OTHER_EVENT_ID } from "../support/mixerWorld";
import { at } from "../support/rulesWorld";

/**
 * mixers/{eventId}/rsvps/{uid} (firestore.rules): a student's RSVP to their school's mixer. Who
 * reads: that student. Who writes: the functions (the RSVP, its cancellation, the waitlist moving up,
 * the circles); the student only "I'm here": `checked_in_at`, the server's time, while going, never
 * while suspended, once per RSVP. When: from CHECK_IN_OPENS_BEFORE_START_MS (15 minutes) before the start until the
 * end, by request.time.
 */

const { student, account, profileOf, writeMixer, writeRsvp } = mixerWorld();

const rsvpDoc = (uid: string, as = uid, id = EVENT_ID) => doc(student(as).firestore(), `mixers/${id}/rsvps/${uid}`);
const checkIn = (uid: string, as = uid, id = EVENT_ID) =>
  updateDoc(rsvpDoc(uid, as, id), { checked_in_at: serverTimestamp() });

describe("mixers/{eventId}/rsvps/{uid}: who reads", () => {
  it("is read by its student alone", async () => {
    await writeMixer(DAY_MS);
    await writeRsvp("ana");
    await assertSucceeds(getDoc(rsvpDoc("ana")));
    await assertFails(getDoc(rsvpDoc("ana", "ben")));
    await assertFails(
      getDoc(doc(student("tess", { trust_and_safety: true }).firestore(), `mixers/${EVENT_ID}/rsvps/ana`)),
    );
    await assertFails(getDocs(collection(student("ana").firestore(), `mixers/${EVENT_ID}/rsvps`)));
  });

  it("refuses a student of another school, and an unverified address, even their own", async () => {
    await writeMixer(DAY_MS, { id: OTHER_EVENT_ID, school: "other.edu" });
    await writeRsvp("ana", {}, OTHER_EVENT_ID);
    await assertFails(getDoc(rsvpDoc("ana", "ana", OTHER_EVENT_ID)));
    await writeMixer(DAY_MS);
    await writeRsvp("ana");
    await assertFails(getDoc(doc(account("ana", "ana@state.edu", false).firestore(), `mixers/${EVENT_ID}/rsvps/ana`)));
  });
});

describe("mixers/{eventId}/rsvps/{uid}: I'm here", () => {
  it("takes a going student's check-in at the server's time, 10 minutes before the start, once per RSVP", async () => {
    await profileOf("ana");
    await writeMixer(10 * MINUTE_MS);
    await writeRsvp("ana");
    await assertSucceeds(checkIn("ana"));
    // Stamped again, it would run the circles again (onMixerCheckIn): refused while the first counts.
    await assertFails(checkIn("ana"));
    // A check-in from before a cancellation and a new RSVP does not count: the new RSVP takes one.
    await writeRsvp("ana", { checked_in_at: at(Date.now() - 2 * MINUTE_MS), rsvp_at: at(Date.now() - MINUTE_MS) });
    await assertSucceeds(checkIn("ana"));
    await assertFails(checkIn("ana"));
  });

  it("takes it only at the door, by the server's time: from 15 minutes before the start until the end", async () => {
    await profileOf("ana");
    await writeRsvp("ana");
    const edges: [number, boolean][] = [
      [CHECK_IN_OPENS_BEFORE_START_MS + MINUTE_MS, false],
      [CHECK_IN_OPENS_BEFORE_START_MS - MINUTE_MS, true],
      [-(2 * HOUR_MS - MINUTE_MS), true],
      [-(2 * HOUR_MS + MINUTE_MS), false],
    ];
    for (const [startsIn, allowed] of edges) {
      await writeMixer(startsIn);
      await writeRsvp("ana");
      await (allowed ? assertSucceeds(checkIn("ana")) : assertFails(checkIn("ana")));
    }
  });

  it("refuses a student on the waitlist and one who cancelled", async () => {
    await profileOf("ana");
    await profileOf("ben");
    await writeMixer(5 * MINUTE_MS);
    await writeRsvp("ana", { status: "waitlisted", position: 1 });
    await writeRsvp("ben", { status: "cancelled", cancelled_at: at(Date.now() - HOUR_MS) });
    await assertFails(checkIn("ana"));
    await assertFails(checkIn("ben"));
  });

  it("refuses a suspended student, and takes the check-in once the suspension has ended", async () => {
    await profileOf("ana", { suspended_until: at(Date.now() + DAY_MS), suspension_reason: "harassment" });
    await writeMixer(5 * MINUTE_MS);
    await writeRsvp("ana");
    await assertFails(checkIn("ana"));
    await profileOf("ana", { suspended_until: at(Date.now() - MINUTE_MS) });
    await assertSucceeds(checkIn("ana"));
  });

  it("refuses a student of another school, and a check-in in another student's name", async () => {
    await profileOf("ana");
    await profileOf("ben");
    await writeMixer(5 * MINUTE_MS, { id: OTHER_EVENT_ID, school: "other.edu" });
    await writeRsvp("ana", {}, OTHER_EVENT_ID);
    await assertFails(checkIn("ana", "ana", OTHER_EVENT_ID));
    await writeMixer(5 * MINUTE_MS);
    await writeRsvp("ben");
    await assertFails(checkIn("ben", "ana"));
  });

  it("refuses a time of the student's own", async () => {
    await profileOf("ana");
    await writeMixer(5 * MINUTE_MS);
    await writeRsvp("ana");
    await assertFails(updateDoc(rsvpDoc("ana"), { checked_in_at: new Date() }));
  });
});

describe("mixers/{eventId}/rsvps/{uid}: what only the functions write", () => {
  it("refuses an RSVP made by a student (going or waiting), even at an open mixer with places", async () => {
    await profileOf("ana");
    await writeMixer(DAY_MS);
    const rsvp = { event_id: EVENT_ID, uid: "ana", school: "state.edu", status: "going", position: null };
    await assertFails(setDoc(rsvpDoc("ana"), rsvp));
    await assertFails(setDoc(rsvpDoc("ana"), { ...rsvp, status: "waitlisted", position: 1 }));
  });

  it("refuses a suspended student's RSVP written directly (the callable refuses it too)", async () => {
    await profileOf("ana", { suspended_until: at(Date.now() + DAY_MS), suspension_reason: "harassment" });
    await writeMixer(DAY_MS);
    await assertFails(setDoc(rsvpDoc("ana"), { uid: "ana", status: "going" }));
  });

  it("refuses a student's change of anything but the check-in: status, place in line, circle, cancellation; and a delete", async () => {
    await profileOf("ana");
    await writeMixer(5 * MINUTE_MS);
    await writeRsvp("ana", { status: "waitlisted", position: 3 });
    await assertFails(updateDoc(rsvpDoc("ana"), { status: "going", position: null }));
    await assertFails(updateDoc(rsvpDoc("ana"), { position: 1 }));
    await writeRsvp("ben");
    await profileOf("ben");
    await assertFails(updateDoc(rsvpDoc("ben"), { circle: 0 }));
    await assertFails(updateDoc(rsvpDoc("ben"), { checked_in_at: serverTimestamp(), circle: 0 }));
    await assertFails(updateDoc(rsvpDoc("ben"), { status: "cancelled", cancelled_at: serverTimestamp() }));
    await assertFails(deleteDoc(rsvpDoc("ben")));
  });
});
