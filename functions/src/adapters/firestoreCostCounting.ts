import { appendFileSync } from "node:fs";
import { type Firestore, Query, type QuerySnapshot } from "firebase-admin/firestore";

/**
 * What a function's Firestore costs, counted as Firestore bills it, for `npm run bench:cost` only: each
 * document read (one per document a lookup or a query returns, missing ones too; one for a query
 * returning none), each document written, each deleted. Off unless the bench names a file in
 * COST_LOG_VARIABLE and the code runs in a function on the emulators; never in production.
 */
export const COST_LOG_VARIABLE = "STRANGERS_COST_LOG";

export type FirestoreOperation = "read" | "write" | "delete";
export type CostRecorder = (operation: FirestoreOperation, documents: number) => void;

/** The Admin SDK's internals the counting wraps (not in its typings). */
interface FirestoreInternals {
  request(method: string, request: { writes?: readonly { delete?: unknown }[] }, ...rest: unknown[]): Promise<unknown>;
  snapshot_(...args: unknown[]): unknown;
}
interface QueryInternals {
  readonly firestore: Firestore;
  _get(...args: unknown[]): Promise<{ result?: QuerySnapshot }>;
}

const recorders = new WeakMap<Firestore, CostRecorder>();

/** Counts every read, write and delete of `firestore` into `record`; a second call for the same instance does nothing. */
export function countFirestoreCosts(firestore: Firestore, record: CostRecorder): void {
  if (recorders.has(firestore)) return;
  recorders.set(firestore, record);
  countEmptyQueries();
  const internals = firestore as unknown as FirestoreInternals;
  // Every document a lookup (get, getAll, a transaction's get) or a query returns is built here, once.
  const snapshot = internals.snapshot_.bind(firestore);
  internals.snapshot_ = (...args) => {
    record("read", 1);
    return snapshot(...args);
  };
  // Every write (a set, an update, a create, a batch, a transaction's, a bulk writer's) is sent in one of these.
  const request = internals.request.bind(firestore);
  internals.request = async (method, body, ...rest) => {
    const answer = await request(method, body, ...rest);
    if (method === "commit" || method === "batchWrite") {
      const writes = body.writes ?? [];
      const deletes = writes.filter((write) => write.delete !== undefined).length;
      if (writes.length > deletes) record("write", writes.length - deletes);
      if (deletes > 0) record("delete", deletes);
    }
    if (method === "listDocuments") record("read", Math.max(1, Array.isArray(answer) ? answer.length : 0));
    return answer;
  };
}

let emptyQueriesCounted = false;

/** A query that returns nothing is billed one read: the Query class is shared, so it looks up whose query it is. */
function countEmptyQueries(): void {
  if (emptyQueriesCounted) return;
  emptyQueriesCounted = true;
  const prototype = Query.prototype as unknown as QueryInternals;
  const get = prototype._get;
  prototype._get = async function (this: QueryInternals, ...args: unknown[]) {
    const answer = await get.apply(this, args);
    if (answer.result?.empty === true) recorders.get(this.firestore)?.("read", 1);
    return answer;
  };
}

/**
 * In a function's process on the emulators with the bench's file named: counts `firestore` into that file,
 * one line per operation (`{"fn":"us-central1-…","op":"read","n":1}`), which the bench reads.
 */
export function countFirestoreCostsWhenAsked(firestore: Firestore): void {
  const file = process.env[COST_LOG_VARIABLE];
  const target = process.env.FUNCTION_TARGET;
  if (file === undefined || file === "" || target === undefined || process.env.FUNCTIONS_EMULATOR !== "true") return;
  countFirestoreCosts(firestore, (op, n) => appendFileSync(file, `${JSON.stringify({ fn: target, op, n })}\n`));
}
