import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/**
 * operations_audit/{entryId} (firestore.rules): the operators' audit log. Who reads: operators
 * (custom claim `operator`). Who writes: the functions only; append-only, nobody changes an entry.
 */

const { student, asSystem } = rulesWorld();

const ENTRY = {
  at: new Date(),
  by_uid: "olga",
  by_email: "olga@state.edu",
  action: { kind: "role-granted", role: "trust_and_safety", email: "tess@state.edu" },
};

describe("operations_audit/{entryId}", () => {
  it("is read and listed by operators", async () => {
    await asSystem((db) => db.doc("operations_audit/e1").set(ENTRY));
    const operator = student("olga", { operator: true }).firestore();
    await assertSucceeds(getDoc(doc(operator, "operations_audit/e1")));
    await assertSucceeds(getDocs(collection(operator, "operations_audit")));
  });

  it("is read by nobody else: a student, the trust and safety team, a claim that is not `true`", async () => {
    await asSystem((db) => db.doc("operations_audit/e1").set(ENTRY));
    for (const reader of [
      student("ana"),
      student("tess", { trust_and_safety: true }),
      student("olga", { operator: "yes" }),
    ]) {
      await assertFails(getDoc(doc(reader.firestore(), "operations_audit/e1")));
      await assertFails(getDocs(collection(reader.firestore(), "operations_audit")));
    }
  });

  it("is written by no client, not even an operator: no entry added, changed or removed", async () => {
    await asSystem((db) => db.doc("operations_audit/e1").set(ENTRY));
    const operator = student("olga", { operator: true }).firestore();
    await assertFails(setDoc(doc(operator, "operations_audit/e2"), ENTRY));
    await assertFails(updateDoc(doc(operator, "operations_audit/e1"), { by_email: "someone@state.edu" }));
    await assertFails(deleteDoc(doc(operator, "operations_audit/e1")));
  });
});
