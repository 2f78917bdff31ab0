import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/**
 * places/{school} and places/default (firestore.rules): where students meet. Who reads: verified
 * students of a school. Who writes: operators, in the console; no client. Fields: { places: [{ id,
 * name, meeting_point, address }] }.
 */

const { student, account, asSystem } = rulesWorld();

describe("places/{school}", () => {
  it("is read by verified students of a school, one document at a time", async () => {
    await asSystem((db) => db.doc("places/state.edu").set({ places: [] }));
    await assertSucceeds(getDoc(doc(student("ana").firestore(), "places/state.edu")));
    await assertSucceeds(getDoc(doc(student("ana").firestore(), "places/default")));
  });

  it("is read by nobody else, and listed by nobody", async () => {
    await asSystem((db) => db.doc("places/state.edu").set({ places: [] }));
    await assertFails(getDoc(doc(account("ana", "ana@state.edu", false).firestore(), "places/state.edu")));
    await assertFails(getDoc(doc(account("gus", "gus@gmail.com").firestore(), "places/state.edu")));
    await assertFails(getDocs(collection(student("ana").firestore(), "places")));
  });

  it("is written by no client", async () => {
    await asSystem((db) => db.doc("places/state.edu").set({ places: [] }));
    await assertFails(setDoc(doc(student("ana").firestore(), "places/state.edu"), { places: [] }));
    await assertFails(setDoc(doc(student("ana").firestore(), "places/default"), { places: [] }));
    await assertFails(deleteDoc(doc(student("ana").firestore(), "places/state.edu")));
  });
});
