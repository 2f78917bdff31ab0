import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { DAY_MS } from "../../../../domain/shared/time";
import { MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * matches/{matchId}/contacts/{uid} (firestore.rules): the addresses revealed to one member once
 * everyone who met said "meet again". Who reads: that member alone. Who writes: the functions only
 * (for members who met; never one who cancelled). Fields: match_id, uid, addresses.
 */

const { student, asSystem, writeMatch } = rulesWorld();

const path = (uid: string) => `matches/${MATCH_ID}/contacts/${uid}`;
const revealed = (uid: string, addresses: Record<string, string>) => ({ match_id: MATCH_ID, uid, addresses });

describe("matches/{matchId}/contacts/{uid}", () => {
  it("is read by the member it was written for", async () => {
    await writeMatch(-DAY_MS, {}, { memberIds: ["ana", "ben", "cy"] });
    await asSystem((db) => db.doc(path("ana")).set(revealed("ana", { ben: "ben@state.edu" })));
    await assertSucceeds(getDoc(doc(student("ana").firestore(), path("ana"))));
  });

  it("is read by no other member (one who cancelled and has none included), and never listed", async () => {
    await writeMatch(-DAY_MS, {}, { memberIds: ["ana", "ben", "cy"] });
    await asSystem((db) => db.doc(path("ana")).set(revealed("ana", { ben: "ben@state.edu" })));
    await asSystem((db) => db.doc(path("ben")).set(revealed("ben", { ana: "ana@state.edu" })));
    await assertFails(getDoc(doc(student("cy").firestore(), path("ana"))));
    await assertFails(getDoc(doc(student("ben").firestore(), path("ana"))));
    await assertFails(getDocs(collection(student("cy").firestore(), `matches/${MATCH_ID}/contacts`)));
    await assertFails(getDoc(doc(student("dee").firestore(), path("ana"))));
  });

  it("is written by no client: a member cannot give themselves the others' addresses", async () => {
    await writeMatch(-DAY_MS, {}, { memberIds: ["ana", "ben", "cy"] });
    await assertFails(setDoc(doc(student("cy").firestore(), path("cy")), revealed("cy", { ana: "ana@state.edu" })));
    await asSystem((db) => db.doc(path("ana")).set(revealed("ana", { ben: "ben@state.edu" })));
    await assertFails(deleteDoc(doc(student("ana").firestore(), path("ana"))));
  });
});
