import { beforeAll, describe, expect, it } from "vitest";
import { adminFirestoreOfProject } from "../../functions/src/adapters/adminApp";
import { countFirestoreCosts, type FirestoreOperation } from "../../functions/src/adapters/firestoreCostCounting";
import { clearFirestore, QUIET_PROJECT_ID } from "../adapters/firebase/support/emulators";

/** `npm run bench:cost`'s count of the functions' Firestore: a known sequence of operations, counted as billed. */

const firestore = adminFirestoreOfProject(QUIET_PROJECT_ID);
const counted: Record<FirestoreOperation, number> = { read: 0, write: 0, delete: 0 };
countFirestoreCosts(firestore, (operation, documents) => {
  counted[operation] += documents;
});
const countedIn = async (step: () => Promise<unknown>) => {
  for (const operation of ["read", "write", "delete"] as const) counted[operation] = 0;
  await step();
  return { ...counted };
};

beforeAll(() => clearFirestore(QUIET_PROJECT_ID));

describe("countFirestoreCosts (the Admin SDK on the emulator)", () => {
  it("counts each document written, by a set, a create, an update, a batch or a transaction, and each deleted", async () => {
    expect(await countedIn(() => firestore.doc("cost/a").set({ n: 1 }))).toEqual({ read: 0, write: 1, delete: 0 });
    expect(await countedIn(() => firestore.doc("cost/b").create({ n: 2 }))).toEqual({ read: 0, write: 1, delete: 0 });
    expect(await countedIn(() => firestore.doc("cost/b").update({ n: 3 }))).toEqual({ read: 0, write: 1, delete: 0 });
    const batch = firestore.batch();
    batch.set(firestore.doc("cost/c"), { n: 4 });
    batch.set(firestore.doc("cost/d"), { n: 5 });
    batch.delete(firestore.doc("cost/b"));
    expect(await countedIn(() => batch.commit())).toEqual({ read: 0, write: 2, delete: 1 });
    const moved = () =>
      firestore.runTransaction(async (transaction) => {
        const a = await transaction.get(firestore.doc("cost/a"));
        transaction.set(firestore.doc("cost/e"), { n: a.get("n") });
        transaction.delete(firestore.doc("cost/a"));
      });
    expect(await countedIn(moved)).toEqual({ read: 1, write: 1, delete: 1 });
  });

  it("counts a read per document a lookup or a query returns, missing ones too, and one for a query returning none", async () => {
    expect(await countedIn(() => firestore.doc("cost/c").get())).toEqual({ read: 1, write: 0, delete: 0 });
    expect(await countedIn(() => firestore.doc("cost/nobody").get())).toEqual({ read: 1, write: 0, delete: 0 });
    const three = () => firestore.getAll(firestore.doc("cost/c"), firestore.doc("cost/d"), firestore.doc("cost/x"));
    expect(await countedIn(three)).toEqual({ read: 3, write: 0, delete: 0 });
    expect(await countedIn(() => firestore.collection("cost").get())).toEqual({ read: 3, write: 0, delete: 0 });
    const none = () => firestore.collection("cost").where("n", ">", 100).get();
    expect(await countedIn(none)).toEqual({ read: 1, write: 0, delete: 0 });
    const inTransaction = () =>
      firestore.runTransaction((transaction) => transaction.get(firestore.collection("cost")));
    expect(await countedIn(inTransaction)).toEqual({ read: 3, write: 0, delete: 0 });
  });

  it("counts nothing of another Firestore instance", async () => {
    const other = adminFirestoreOfProject(`${QUIET_PROJECT_ID}-other`);
    expect(await countedIn(() => other.collection("cost").where("n", ">", 100).get())).toEqual({
      read: 0,
      write: 0,
      delete: 0,
    });
  });
});
