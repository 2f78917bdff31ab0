import { existsSync, readFileSync, statSync } from "node:fs";
import type { FirestoreTally } from "./countingFirestore";

/**
 * What the Cloud Functions did on the emulators, read back by `npm run bench:cost`: their Firestore
 * operations from the file the functions append to (functions/src/adapters/firestoreCostCounting.ts,
 * one JSON line per operation), their invocations from the Functions emulator's log (one
 * `Beginning execution of "us-central1-<name>"` line each).
 */

export interface FunctionsCosts extends FirestoreTally {
  invocations: number;
  /** Invocations by function name. */
  readonly byFunction: Record<string, number>;
}

export const emptyFunctionsCosts = (): FunctionsCosts => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  invocations: 0,
  byFunction: {},
});

/** Where each source was read up to: what came after is the next measure's. */
export interface Offsets {
  readonly costLog: number;
  readonly functionsLog: number;
}

const BEGUN = /Beginning execution of "us-central1-([A-Za-z0-9]+)"/g;
const FINISHED = /Finished "us-central1-[A-Za-z0-9]+"/g;
const OPERATION_OF: Record<string, keyof FirestoreTally> = { read: "reads", write: "writes", delete: "deletes" };

const textOf = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");

export function offsetsNow(costLog: string, functionsLog: string): Offsets {
  return { costLog: textOf(costLog).length, functionsLog: textOf(functionsLog).length };
}

/** The functions' costs since `from`. */
export function costsSince(from: Offsets, costLog: string, functionsLog: string): FunctionsCosts {
  const costs = emptyFunctionsCosts();
  for (const line of textOf(costLog).slice(from.costLog).split("\n")) {
    if (line.trim() === "") continue;
    const { op, n } = JSON.parse(line) as { op: string; n: number };
    const field = OPERATION_OF[op];
    if (field !== undefined) costs[field] += n;
  }
  for (const [, name] of textOf(functionsLog).slice(from.functionsLog).matchAll(BEGUN)) {
    costs.invocations += 1;
    costs.byFunction[name as string] = (costs.byFunction[name as string] ?? 0) + 1;
  }
  return costs;
}

/** How long nothing must have happened for the functions to count as done (a trigger's first run waits for its process to load). */
const QUIET_MS = 8_000;
const LOOK_EVERY_MS = 250;
/** Past this, the bench goes on and says so: a function still running would be counted in the next measure. */
const SETTLE_LIMIT_MS = 180_000;

/**
 * Waits until every function begun has finished and nothing new has been counted for QUIET_MS (a
 * write's trigger starts a moment after the write). False when it gave up waiting.
 */
export async function functionsSettled(costLog: string, functionsLog: string): Promise<boolean> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let last = "";
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const log = textOf(functionsLog);
    const begun = log.match(BEGUN)?.length ?? 0;
    const finished = log.match(FINISHED)?.length ?? 0;
    const state = `${begun}/${finished}/${existsSync(costLog) ? statSync(costLog).size : 0}`;
    if (state !== last) {
      last = state;
      quietSince = Date.now();
    } else if (begun <= finished && Date.now() - quietSince >= QUIET_MS) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
  return false;
}
