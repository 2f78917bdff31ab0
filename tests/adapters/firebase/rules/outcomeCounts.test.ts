import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/**
 * outcome_counts/{school}_{week}, and all_{week} for all schools: the outcomes per school and week,
 * kept by the functions as the lifecycle happens. Read by operators only (the custom claim
 * `operator`); written by no client.
 */
const { student, account, asSystem, profileOf } = rulesWorld();
const PATH = "outcome_counts/state.edu_2030-03-04";
const ALL_PATH = "outcome_counts/all_2030-03-04";
const seeded = () =>
  asSystem(async (db) => {
    await db.doc(PATH).set({ school: "state.edu", week: "2030-03-04", met: 4 });
    await db
      .doc(ALL_PATH)
      .set({ school: "all", week: "2030-03-04", met: 4, last_matched_by_school: { "state.edu": 0 } });
  });

describe("outcome_counts", () => {
  it("is read by an operator: a school-week, and the range query the console makes", async () => {
    await seeded();
    const operator = student("olga", { operator: true }).firestore();
    await assertSucceeds(getDoc(doc(operator, PATH)));
    await assertSucceeds(
      getDocs(
        query(
          collection(operator, "outcome_counts"),
          where("week", ">=", "2030-01-01"),
          where("week", "<=", "2030-06-30"),
        ),
      ),
    );
  });

  it("is read by an operator for all schools, or one school, a few weeks at a time (the console's open and its picker)", async () => {
    await seeded();
    const operator = student("olga", { operator: true }).firestore();
    await assertSucceeds(getDoc(doc(operator, ALL_PATH)));
    for (const school of ["all", "state.edu"])
      await assertSucceeds(
        getDocs(
          query(
            collection(operator, "outcome_counts"),
            where("school", "==", school),
            where("week", ">=", "2030-01-01"),
            where("week", "<=", "2030-06-30"),
          ),
        ),
      );
  });

  it("is read by nobody else: a student, the trust and safety team, an account with another address", async () => {
    await seeded();
    for (const client of [student("ana"), student("tess", { trust_and_safety: true }), account("x", "x@gmail.com")]) {
      await assertFails(getDoc(doc(client.firestore(), PATH)));
      await assertFails(getDoc(doc(client.firestore(), ALL_PATH)));
      await assertFails(getDocs(collection(client.firestore(), "outcome_counts")));
    }
    await assertFails(getDoc(doc(student("olga", { operator: "true" }).firestore(), PATH)));
  });

  it("is written by no client, not even an operator", async () => {
    const operator = student("olga", { operator: true }).firestore();
    await assertFails(setDoc(doc(operator, "outcome_counts/state.edu_2030-03-11"), { met: 1 }));
    await seeded();
    await assertFails(updateDoc(doc(operator, PATH), { met: 1000 }));
    await assertFails(deleteDoc(doc(operator, PATH)));
    await assertFails(updateDoc(doc(operator, ALL_PATH), { met: 1000 }));
    await assertFails(setDoc(doc(operator, "outcome_counts/all_2030-03-11"), { school: "all", met: 1 }));
    await assertFails(setDoc(doc(student("ana").firestore(), PATH), { met: 0 }));
  });
});

describe("users/{uid}.outcome_share (what the functions last counted of a student's own history)", () => {
  it("is changed by no student, while the rest of their profile stays theirs to edit", async () => {
    await profileOf("ana");
    const ana = doc(student("ana").firestore(), "users/ana");
    await assertSucceeds(updateDoc(ana, { bio: "Coffee first" }));
    await assertFails(updateDoc(ana, { outcome_share: [] }));
    await asSystem((db) =>
      db
        .doc("users/ana")
        .update({ outcome_share: [{ school: "state.edu", week: "2030-03-04", counts: { last_matched: 1 } }] }),
    );
    await assertFails(updateDoc(ana, { outcome_share: [] }));
    await assertSucceeds(updateDoc(ana, { bio: "Tea, then" }));
  });
});
