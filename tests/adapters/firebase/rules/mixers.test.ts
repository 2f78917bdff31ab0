import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { DAY_MS } from "../../../../domain/shared/time";
import { EVENT_ID, MIXER_ID, mixerWorld, OTHER_EVENT_ID } from "../support/mixerWorld";

/**
 * mixers/{eventId} (firestore.rules): one school's mixer, `{mixerId}_{school}`. Who reads: verified
 * students of that school, whether or not the event exists yet (its first RSVP creates it); a student
 * of another school is refused either way. Who writes: the functions only (the RSVP callables keep
 * its places; the due jobs its circles and reminders). Fields: mixer_id, title, starts_at, ends_at,
 * capacity, school, place, going, waitlisted, circles_formed_at, circles, notices, version.
 */

const { student, account, writeMixer } = mixerWorld();

const eventDoc = (uid: string, id = EVENT_ID) => doc(student(uid).firestore(), `mixers/${id}`);

describe("mixers/{eventId}: who reads", () => {
  it("is read by a verified student of its school, before and after its first RSVP", async () => {
    await assertSucceeds(getDoc(eventDoc("ana")));
    await writeMixer(DAY_MS);
    await assertSucceeds(getDoc(eventDoc("ana")));
  });

  it("refuses a student of another school (the event existing or not), an unverified address, one outside a school", async () => {
    await writeMixer(DAY_MS, { id: OTHER_EVENT_ID, school: "other.edu" });
    await assertFails(getDoc(eventDoc("ana", OTHER_EVENT_ID)));
    await assertFails(getDoc(eventDoc("ana", `${MIXER_ID}_nowhere.edu`)));
    await writeMixer(DAY_MS);
    await assertFails(getDoc(doc(account("ana", "ana@state.edu", false).firestore(), `mixers/${EVENT_ID}`)));
    await assertFails(getDoc(doc(account("gus", "gus@gmail.com").firestore(), `mixers/${MIXER_ID}_gmail.com`)));
  });

  it("refuses an id that only ends like the school's, and a list", async () => {
    await assertFails(getDoc(eventDoc("ana", `${MIXER_ID}_x_state.edu`)));
    await assertFails(getDocs(collection(student("ana").firestore(), "mixers")));
  });
});

describe("mixers/{eventId}: who writes", () => {
  it("is written by the functions only: no student creates, changes or deletes it", async () => {
    await assertFails(setDoc(eventDoc("ana"), { mixer_id: MIXER_ID, school: "state.edu", going: 0 }));
    await writeMixer(DAY_MS);
    await assertFails(updateDoc(eventDoc("ana"), { going: 0 }));
    await assertFails(updateDoc(eventDoc("ana"), { capacity: 1000 }));
    await assertFails(deleteDoc(eventDoc("ana")));
    await assertFails(
      updateDoc(doc(student("tess", { trust_and_safety: true }).firestore(), `mixers/${EVENT_ID}`), { going: 0 }),
    );
  });
});
