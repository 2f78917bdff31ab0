import { assertFails } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesWorld } from "./rulesWorld";

/**
 * The rules test of a collection only the functions reach (firestore.rules has no block for it):
 * no client reads it, lists it or writes it, whatever its claims. Call in a test file's top level.
 */
export function describeClosedToClients(collectionName: string, path: string): void {
  const { student, asSystem } = rulesWorld();
  const clients = () => [
    student("ana"),
    student("tess", { trust_and_safety: true }),
    student("olga", { operator: true }),
  ];

  describe(collectionName, () => {
    it("is read by no client: a student, the trust and safety team, an operator", async () => {
      await asSystem((db) => db.doc(path).set({ any: "thing" }));
      for (const client of clients()) {
        await assertFails(getDoc(doc(client.firestore(), path)));
        await assertFails(getDocs(collection(client.firestore(), collectionName)));
      }
    });

    it("is written by no client", async () => {
      await assertFails(setDoc(doc(student("ana").firestore(), path), { any: "thing" }));
      await asSystem((db) => db.doc(path).set({ any: "thing" }));
      for (const client of clients()) {
        await assertFails(setDoc(doc(client.firestore(), path), { any: "thing else" }));
        await assertFails(deleteDoc(doc(client.firestore(), path)));
      }
    });
  });
}
