/**
 * The browser's Firestore, counted as Firestore bills it, for `npm run bench:cost`: the web SDK's
 * module (`firebase/firestore` or `firebase/firestore/lite`) with its calls wrapped, so that the app's
 * real adapters run unchanged and every document they read, write or delete is added to a tally.
 *
 * - a lookup (`getDoc`): one read, found or not; a query (`getDocs`): one per document, one if none;
 * - a listener (`onSnapshot`): its first snapshot, one read per document (one if none); then one per
 *   document changed; a snapshot served from the SDK's cache is not billed;
 * - `setDoc`, `updateDoc`, `addDoc`, a batch's or a transaction's set and update: one write each;
 *   `deleteDoc` and a batch's or a transaction's delete: one delete each; a transaction's get, one read.
 */

export interface FirestoreTally {
  reads: number;
  writes: number;
  deletes: number;
}

export const emptyTally = (): FirestoreTally => ({ reads: 0, writes: 0, deletes: 0 });

interface Snapshot {
  readonly metadata?: { readonly fromCache?: boolean };
  readonly size?: number;
  docChanges?: () => readonly unknown[];
}
type Callback = (...args: unknown[]) => unknown;
type AnyFunction = (...args: never[]) => unknown;

/** `module` with its billed calls counted into `tally` (what it does not bill, passed through as it is). */
export function countingFirestore<Module extends object>(module: Module, tally: FirestoreTally): Module {
  const original = module as unknown as Record<string, AnyFunction | undefined>;
  const call = (name: string, args: unknown[]) => (original[name] as unknown as Callback)(...args);
  const wrapped: Record<string, unknown> = {};
  const wrap = (name: string, counted: (...args: unknown[]) => unknown) => {
    if (typeof original[name] === "function") wrapped[name] = counted;
  };
  /** A batch or a transaction whose set, update and delete (and get) are counted; the rest is the SDK's own. */
  const countWriter = <W extends object>(writer: W, onRead?: () => void): W => {
    const counted: Record<string, () => void> = {
      set: () => (tally.writes += 1),
      update: () => (tally.writes += 1),
      delete: () => (tally.deletes += 1),
      ...(onRead === undefined ? {} : { get: onRead }),
    };
    const proxy: W = new Proxy(writer, {
      get(_, property: string) {
        const value = Reflect.get(writer, property, writer);
        if (typeof value !== "function") return value;
        const count = Object.hasOwn(counted, property) ? counted[property] : undefined;
        return (...args: unknown[]) => {
          count?.();
          const answer = (value as Callback).apply(writer, args);
          // A batch's and a transaction's set, update and delete return the batch itself: keep counting it.
          return answer === writer ? proxy : answer;
        };
      },
    });
    return proxy;
  };

  wrap("getDoc", async (...args) => {
    const snapshot = await call("getDoc", args);
    tally.reads += 1;
    return snapshot;
  });
  wrap("getDocs", async (...args) => {
    const snapshot = (await call("getDocs", args)) as Snapshot;
    tally.reads += Math.max(1, snapshot.size ?? 0);
    return snapshot;
  });
  wrap("onSnapshot", (...args) => {
    let first = true;
    const count = (snapshot: Snapshot) => {
      if (snapshot.metadata?.fromCache === true) return;
      if (snapshot.docChanges === undefined) tally.reads += 1;
      else tally.reads += first ? Math.max(1, snapshot.size ?? 0) : snapshot.docChanges().length;
      first = false;
    };
    const counted = args.map((arg, index) => {
      if (index === 0) return arg;
      if (typeof arg === "function") {
        const next = arg as Callback;
        // Only the first callback is the snapshot's; the others are the error's and the end's.
        if (args.findIndex((candidate) => typeof candidate === "function") !== index) return arg;
        return (snapshot: Snapshot) => {
          count(snapshot);
          return next(snapshot);
        };
      }
      if (typeof arg === "object" && arg !== null && typeof (arg as { next?: unknown }).next === "function") {
        const observer = arg as { next: Callback };
        return {
          ...observer,
          next: (snapshot: Snapshot) => {
            count(snapshot);
            return observer.next(snapshot);
          },
        };
      }
      return arg;
    });
    return call("onSnapshot", counted);
  });
  for (const name of ["setDoc", "updateDoc", "addDoc"]) {
    wrap(name, async (...args) => {
      const answer = await call(name, args);
      tally.writes += 1;
      return answer;
    });
  }
  wrap("deleteDoc", async (...args) => {
    const answer = await call("deleteDoc", args);
    tally.deletes += 1;
    return answer;
  });
  wrap("writeBatch", (...args) => countWriter(call("writeBatch", args) as object));
  wrap("runTransaction", (firestore, update, ...rest) =>
    call("runTransaction", [
      firestore,
      (transaction: object) =>
        (update as Callback)(
          countWriter(transaction, () => {
            tally.reads += 1;
          }),
        ),
      ...rest,
    ]),
  );
  return { ...module, ...wrapped } as Module;
}
