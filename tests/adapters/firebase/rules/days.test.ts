import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { DAY_MS } from "../../../../domain/shared/time";
import { at, DAY_ID, rulesWorld } from "../support/rulesWorld";

/**
 * days/{dayId} (firestore.rules). Who reads: verified students of any school. Who writes: the
 * functions only. Fields: day_id, slots, opens_at, closes_at (nothing about any student: each
 * student's outcome is under outcomes/{uid}). Times: written by the system.
 */

const { student, account, publishDay } = rulesWorld();
const day = (context: ReturnType<typeof student>) => doc(context.firestore(), `days/${DAY_ID}`);

describe("days/{dayId}", () => {
  it("is read by verified students of a school", async () => {
    await publishDay([2 * DAY_MS], DAY_MS);
    await assertSucceeds(getDoc(day(student("ana"))));
    await assertSucceeds(getDoc(day(student("gus", { email: "gus@other.edu" }))));
  });

  it("is read by nobody else: an unverified address, an address outside a school", async () => {
    await publishDay([2 * DAY_MS], DAY_MS);
    await assertFails(getDoc(day(account("ana", "ana@state.edu", false))));
    await assertFails(getDoc(day(account("gus", "gus@gmail.com"))));
  });

  it("is not listed, and written by no client: not its dates, not an outcome", async () => {
    await publishDay([2 * DAY_MS], DAY_MS);
    await assertFails(getDocs(collection(student("ana").firestore(), "days")));
    await assertFails(setDoc(day(student("ana")), { closes_at: at(Date.now() + 9 * DAY_MS) }));
    await assertFails(updateDoc(day(student("ana")), { round: { unmatched: [] } }));
    await assertFails(setDoc(doc(student("ana").firestore(), "days/2030-02-01"), { day_id: "2030-02-01" }));
    await assertFails(deleteDoc(day(student("ana"))));
  });
});
