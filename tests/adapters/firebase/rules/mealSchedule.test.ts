import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, getDoc, setDoc } from "firebase/firestore";
import { beforeEach, describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/**
 * meal_schedule/{id} (firestore.rules), on the Firestore emulator. Who reads: verified students of a
 * school. Who writes: the functions only, for operators in the console (opsSaveSchedule), no client, not
 * even an operator's. Fields: { time_zone, weekly }.
 */

const { environment, account, student } = rulesWorld();

/** A verified student of state.edu (or one whose address is not verified yet). */
const owner = (emailVerified = true) => account("ana", "ana@state.edu", emailVerified);

describe("meal_schedule (the weekly meal times)", () => {
  beforeEach(async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "meal_schedule/weekly"), {
        time_zone: "America/Detroit",
        weekly: [{ weekday: "Fri", times: ["17:30"] }],
      });
    });
  });

  it("can be read by a signed-in student whose school address is verified", async () => {
    await assertSucceeds(getDoc(doc(owner().firestore(), "meal_schedule/weekly")));
  });

  it("cannot be read by an unverified account, nor by a verified one whose address is not a school's", async () => {
    await assertFails(getDoc(doc(owner(false).firestore(), "meal_schedule/weekly")));
    await assertFails(getDoc(doc(account("eve", "eve@gmail.com").firestore(), "meal_schedule/weekly")));
  });

  it("cannot be read by a visitor who is not signed in", async () => {
    await assertFails(getDoc(doc(environment().unauthenticatedContext().firestore(), "meal_schedule/weekly")));
  });

  it("cannot be written by any client", async () => {
    const weekly = doc(owner().firestore(), "meal_schedule/weekly");
    await assertFails(setDoc(weekly, { time_zone: "UTC", weekly: [] }));
    await assertFails(deleteDoc(weekly));
  });

  it("cannot be written by an operator's own client either: the console saves through opsSaveSchedule", async () => {
    const weekly = doc(student("olga", { operator: true }).firestore(), "meal_schedule/weekly");
    await assertFails(setDoc(weekly, { time_zone: "UTC", weekly: [] }));
    await assertFails(deleteDoc(weekly));
  });
});
