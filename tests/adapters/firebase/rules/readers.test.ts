import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { DAY_MS } from "../../../../domain/shared/time";
import { MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * matches/{matchId}/readers/{uid} (firestore.rules): how far a member has read the conversation (the
 * unread counts). Who reads and writes: that member alone, while a member. Which fields: read_at.
 * Which times: read_at is request.time. Never deleted.
 */

const { student, writeMatch } = rulesWorld();

const readerDoc = (uid: string, as = uid, matchId = MATCH_ID) =>
  doc(student(as).firestore(), `matches/${matchId}/readers/${uid}`);
const readNow = { read_at: serverTimestamp() };

describe("matches/{matchId}/readers/{uid}", () => {
  it("lets a member mark the conversation read, at the server's time, again and again, and read it back", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(setDoc(readerDoc("ana"), readNow));
    await assertSucceeds(setDoc(readerDoc("ana"), readNow));
    await assertSucceeds(getDoc(readerDoc("ana")));
  });

  it("refuses a time of the member's own, a field of its own, and a delete", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(setDoc(readerDoc("ana"), { read_at: new Date(Date.now() + DAY_MS) }));
    await assertFails(setDoc(readerDoc("ana"), { ...readNow, emailed_at: null }));
    await assertSucceeds(setDoc(readerDoc("ana"), readNow));
    await assertFails(deleteDoc(readerDoc("ana")));
  });

  it("refuses another member's, and anyone who is not a member", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(setDoc(readerDoc("ana"), readNow));
    await assertFails(getDoc(readerDoc("ana", "ben")));
    await assertFails(setDoc(readerDoc("ana", "ben"), readNow));
    await assertFails(setDoc(readerDoc("cy"), readNow));
    await assertFails(getDocs(collection(student("ben").firestore(), `matches/${MATCH_ID}/readers`)));
    await assertFails(setDoc(readerDoc("ana", "ana", "no-such-match"), readNow));
  });
});
