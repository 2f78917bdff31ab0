import { describe, expect, it } from "vitest";
import { countingFirestore, emptyTally } from "../../scripts/bench-cost/countingFirestore";

/**
 * `npm run bench:cost`'s count of the browser's Firestore: the web SDK's calls wrapped, here around a
 * stand-in module that answers as the SDK does (snapshots with a size, changes, a cache flag).
 */

type Next = (snapshot: unknown) => void;

function standInSdk() {
  const listeners: Next[] = [];
  const batchCalls: string[] = [];
  const batch = {
    set: () => {
      batchCalls.push("set");
      return batch;
    },
    update: () => {
      batchCalls.push("update");
      return batch;
    },
    delete: () => {
      batchCalls.push("delete");
      return batch;
    },
    commit: async () => {
      batchCalls.push("commit");
    },
  };
  const transaction = {
    get: async () => ({ exists: () => true }),
    set: () => transaction,
    update: () => transaction,
    delete: () => transaction,
  };
  const sdk = {
    doc: (_: unknown, path: string) => ({ path }),
    getDoc: async () => ({ exists: () => false }),
    getDocs: async (query: { size: number }) => ({ size: query.size }),
    setDoc: async () => undefined,
    updateDoc: async () => undefined,
    addDoc: async () => ({ id: "new" }),
    deleteDoc: async () => undefined,
    writeBatch: () => batch,
    runTransaction: async (_: unknown, update: (t: typeof transaction) => Promise<unknown>) => update(transaction),
    onSnapshot: (_: unknown, ...handlers: unknown[]) => {
      const next = handlers.find((handler) => typeof handler === "function") ?? (handlers[0] as { next: Next }).next;
      listeners.push(next as Next);
      return () => undefined;
    },
  };
  return { sdk, listeners, batchCalls };
}

const querySnapshot = (size: number, changes: number, fromCache = false) => ({
  size,
  metadata: { fromCache },
  docChanges: () => Array.from({ length: changes }),
});

describe("countingFirestore (bench:cost's count of the browser's Firestore)", () => {
  it("counts a lookup as one read, found or not, and a query as one per document, one when none", async () => {
    const tally = emptyTally();
    const { sdk } = standInSdk();
    const counted = countingFirestore(sdk, tally);
    await counted.getDoc();
    await counted.getDocs({ size: 3 });
    await counted.getDocs({ size: 0 });
    expect(tally).toEqual({ reads: 5, writes: 0, deletes: 0 });
    expect(counted.doc(null, "a/b")).toEqual({ path: "a/b" });
  });

  it("counts a listener's first snapshot per document (one if empty), then the documents changed, not the cache's", () => {
    const tally = emptyTally();
    const { sdk, listeners } = standInSdk();
    const counted = countingFirestore(sdk, tally);
    const seen: unknown[] = [];
    counted.onSnapshot(
      {},
      (snapshot: unknown) => seen.push(snapshot),
      () => undefined,
    );
    counted.onSnapshot({}, { next: (snapshot: unknown) => seen.push(snapshot) });
    counted.onSnapshot({}, (snapshot: unknown) => seen.push(snapshot));
    const [matches, empty, document] = listeners as [Next, Next, Next];
    matches(querySnapshot(4, 4));
    matches(querySnapshot(4, 0, true));
    matches(querySnapshot(5, 1));
    empty(querySnapshot(0, 0));
    document({ metadata: { fromCache: false } });
    document({ metadata: { fromCache: false } });
    expect(tally).toEqual({ reads: 4 + 1 + 1 + 2, writes: 0, deletes: 0 });
    expect(seen).toHaveLength(6);
  });

  it("counts each document written or deleted, alone, in a batch or in a transaction, and a transaction's reads", async () => {
    const tally = emptyTally();
    const { sdk, batchCalls } = standInSdk();
    const counted = countingFirestore(sdk, tally);
    await counted.setDoc();
    await counted.updateDoc();
    await counted.addDoc();
    await counted.deleteDoc();
    expect(tally).toEqual({ reads: 0, writes: 3, deletes: 1 });
    await counted.writeBatch().set().set().update().delete().commit();
    expect(batchCalls).toEqual(["set", "set", "update", "delete", "commit"]);
    expect(tally).toEqual({ reads: 0, writes: 6, deletes: 2 });
    await counted.runTransaction({}, async (transaction) => {
      await transaction.get();
      await transaction.get();
      transaction.set().delete();
    });
    expect(tally).toEqual({ reads: 2, writes: 7, deletes: 3 });
  });
});
