import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { DAY_ID, rulesWorld } from "../support/rulesWorld";

/**
 * days/{dayId}/outcomes/{uid} (firestore.rules): what the round did for one student (matched, or
 * why not). Who reads: that student alone. Who writes: the functions only. Fields: day_id, uid,
 * ran_at, result.
 */

const { student, account, asSystem } = rulesWorld();

const outcome = (uid: string, result = "no-partner") => ({ day_id: DAY_ID, uid, ran_at: new Date(), result });
const path = (uid: string) => `days/${DAY_ID}/outcomes/${uid}`;

describe("days/{dayId}/outcomes/{uid}", () => {
  it("is read by its student", async () => {
    await asSystem((db) => db.doc(path("ana")).set(outcome("ana")));
    await assertSucceeds(getDoc(doc(student("ana").firestore(), path("ana"))));
  });

  it("is read by no other student, whether there is one or not, and never listed", async () => {
    await asSystem((db) => db.doc(path("ben")).set(outcome("ben")));
    await assertFails(getDoc(doc(student("ana").firestore(), path("ben"))));
    await assertFails(getDoc(doc(student("ana").firestore(), path("cy"))));
    await assertFails(getDocs(collection(student("ana").firestore(), `days/${DAY_ID}/outcomes`)));
    await assertFails(getDoc(doc(account("ben", "ben@state.edu", false).firestore(), path("ben"))));
  });

  it("is written by no client, its own student included", async () => {
    await asSystem((db) => db.doc(path("ana")).set(outcome("ana")));
    await assertFails(setDoc(doc(student("ana").firestore(), path("ana")), outcome("ana", "matched")));
    await assertFails(setDoc(doc(student("ana").firestore(), path("dee")), outcome("dee")));
    await assertFails(deleteDoc(doc(student("ana").firestore(), path("ana"))));
  });
});
