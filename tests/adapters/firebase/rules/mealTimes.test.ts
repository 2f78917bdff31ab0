import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { beforeEach, describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/**
 * meal_times/{id} (firestore.rules), on the Firestore emulator. Who reads: verified students of a
 * school. Who writes: the functions only, for operators in the console (opsSaveSchedule), no client, not
 * even an operator's. Fields: { starts_at, kind, table_size | mixer }.
 */

const { environment, account, student } = rulesWorld();

/** A verified student of state.edu (or one whose address is not verified yet). */
const owner = (emailVerified = true) => account("ana", "ana@state.edu", emailVerified);

describe("meal_times", () => {
  beforeEach(async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "meal_times/friday"), { starts_at: new Date(2025, 8, 19, 17, 30) });
    });
  });

  it("can be read by a signed-in student whose school address is verified", async () => {
    await assertSucceeds(getDocs(collection(owner().firestore(), "meal_times")));
    await assertSucceeds(getDoc(doc(owner().firestore(), "meal_times/friday")));
  });

  it("cannot be read by an account whose address is not verified yet", async () => {
    await assertFails(getDocs(collection(owner(false).firestore(), "meal_times")));
    await assertFails(getDoc(doc(owner(false).firestore(), "meal_times/friday")));
  });

  it("cannot be read by a verified account whose address is not a school's", async () => {
    await assertFails(getDocs(collection(account("eve", "eve@gmail.com").firestore(), "meal_times")));
  });

  it("cannot be read by a visitor who is not signed in", async () => {
    await assertFails(getDocs(collection(environment().unauthenticatedContext().firestore(), "meal_times")));
  });

  it("cannot be written by any client", async () => {
    const times = collection(owner().firestore(), "meal_times");
    await assertFails(setDoc(doc(times), { starts_at: new Date() }));
    await assertFails(setDoc(doc(times, "friday"), { starts_at: new Date() }));
    await assertFails(deleteDoc(doc(times, "friday")));
  });

  it("cannot be written by an operator's own client either: the console saves through opsSaveSchedule", async () => {
    const times = collection(student("olga", { operator: true }).firestore(), "meal_times");
    await assertFails(setDoc(doc(times), { starts_at: new Date(), kind: "lunch-for-two" }));
    await assertFails(setDoc(doc(times, "friday"), { starts_at: new Date() }));
    await assertFails(deleteDoc(doc(times, "friday")));
  });
});
