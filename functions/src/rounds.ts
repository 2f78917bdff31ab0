import type { Firestore } from "firebase-admin/firestore";
import { getFunctions } from "firebase-admin/functions";
import { logger } from "firebase-functions";
import { roundSchoolPath } from "../../adapters/firebase/documents/firestoreLayout";
import { RunRound, type RunRoundPorts } from "../../domain/meetups/RunRound";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { adminApp } from "./adapters/adminApp";
import { chunks } from "./adapters/batches";

/** One school's part of a day's round, as its task carries it (`asOf`: the time the round runs as of). */
export interface SchoolRoundTask {
  readonly dayId: string;
  readonly school: string;
  readonly asOf: EpochMillis;
}

/** A task's payload, checked (it comes from the queue, which only the functions fill). */
export function readSchoolRoundTask(data: unknown): SchoolRoundTask {
  const { dayId, school, asOf } = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof dayId !== "string" || typeof school !== "string" || typeof asOf !== "number") {
    throw new Error(`Not a school's round task: ${JSON.stringify(data)}`);
  }
  return { dayId, school, asOf };
}

/** Puts one task per school on the queue (a parameter: the tests and the offline backend need no queue). */
export type RoundFanOut = (tasks: readonly SchoolRoundTask[]) => Promise<void>;

/** The function that runs each school's task (index.ts exports it under this name). */
export const SCHOOL_ROUND_FUNCTION = "matchSchoolRound";

/**
 * A school's task is retried this many times after a failed run (with back-off: SCHOOL_ROUND_RETRY
 * in index.ts); the last run that fails gives the school up, and the operators are told.
 */
export const SCHOOL_ROUND_RETRIES = 3;

/** A task may run as long as a function may (its matching takes seconds; its emails, minutes at a large school). */
export const SCHOOL_ROUND_DEADLINE_SECONDS = 540;

/** Tasks put on the queue at once, so that a hundred schools are not a hundred requests in flight. */
const ENQUEUED_AT_ONCE = 20;

/** The fan-out on Cloud Tasks (the Functions emulator runs the queue too). */
export function taskQueueFanOut(): RoundFanOut {
  return async (tasks) => {
    const queue = getFunctions(adminApp()).taskQueue<SchoolRoundTask>(SCHOOL_ROUND_FUNCTION);
    for (const chunk of chunks(tasks, ENQUEUED_AT_ONCE)) {
      await Promise.all(
        chunk.map((task) => queue.enqueue(task, { dispatchDeadlineSeconds: SCHOOL_ROUND_DEADLINE_SECONDS })),
      );
    }
  };
}

/**
 * Starts a meal day's round: plans its schools (once: a day started or recorded already is left as
 * it is) and puts one task per school on the queue. True when this call started it.
 */
export async function startRound(
  ports: RunRoundPorts,
  dayId: string,
  asOf: EpochMillis,
  fanOut: RoundFanOut,
): Promise<boolean> {
  const schools = await new RunRound(ports).start(dayId);
  if (schools === null) return false;
  await fanOut(schools.map((school) => ({ dayId, school, asOf })));
  return true;
}

/**
 * One school's task: matches and records the school, once (a school recorded already is skipped, or
 * only told if the run that recorded it failed before telling its students).
 * A failed run throws, and the queue runs it again after a back-off; the last one gives the school
 * up instead (the day is recorded without it, the operators are told). Its attempts and the peak
 * memory of the process that ran it are kept on the school's record, for the operators and the bench.
 */
export async function runSchoolRound(
  firestore: Firestore,
  ports: RunRoundPorts,
  { dayId, school }: SchoolRoundTask,
  retryCount: number,
): Promise<void> {
  const round = new RunRound(ports);
  try {
    await round.matchSchool(dayId, school);
  } catch (error) {
    if (retryCount < SCHOOL_ROUND_RETRIES) throw error;
    logger.error("A school's round failed on its last attempt: given up", { dayId, school, error: String(error) });
    await round.giveUp(dayId, school, retryCount + 1);
  }
  await firestore.doc(roundSchoolPath(dayId, school)).set(
    {
      attempts: retryCount + 1,
      peak_memory_bytes: peakMemoryBytes(),
    },
    { merge: true },
  );
}

/** The most memory the process has held (a task's process runs one task at a time). */
const peakMemoryBytes = (): number => process.resourceUsage().maxRSS * 1024;
