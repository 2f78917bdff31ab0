import { getFunctions } from "firebase-admin/functions";
import type { DueJobsFanOut, SchoolDueJobs } from "../../domain/meetups/RunDueJobs";
import { RunDueJobs } from "../../domain/meetups/RunDueJobs";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { adminApp } from "./adapters/adminApp";
import { chunks } from "./adapters/batches";
import { strikeInjectedFault } from "./faults";
import { type SystemContext, systemPorts } from "./system";

/** One school's due work of a meal day, as its task carries it (`asOf`: the time the jobs run as of). */
export interface SchoolDueJobsTask extends SchoolDueJobs {
  readonly asOf: EpochMillis;
}

/** A task's payload, checked (it comes from the queue, which only the functions fill). */
export function readSchoolDueJobsTask(data: unknown): SchoolDueJobsTask {
  const { dayId, school, asOf } = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof dayId !== "string" || typeof school !== "string" || typeof asOf !== "number") {
    throw new Error(`Not a school's due jobs task: ${JSON.stringify(data)}`);
  }
  return { dayId, school, asOf };
}

/** The function that runs each school's due work (index.ts exports it under this name). */
export const SCHOOL_DUE_JOBS_FUNCTION = "schoolDueJobs";

/**
 * A school's task is retried this many times after a failed run (with back-off, index.ts). Each job
 * is done once whatever runs it (the notices on the match), and a window stays open until the meal:
 * a school that still fails is tried again by the next 5-minute run.
 */
export const SCHOOL_DUE_JOBS_RETRIES = 2;

/** A school's due work takes seconds (its emails, a minute at a large school's busiest time). */
export const SCHOOL_DUE_JOBS_DEADLINE_SECONDS = 300;

/** Tasks put on the queue at once, so that a hundred schools are not a hundred requests in flight. */
const ENQUEUED_AT_ONCE = 20;

/** The fault point of a school's due work, as its task starts (the emulators only: faults.ts). */
export const schoolDueJobsFault = (dayId: string, school: string) => `due-${dayId}-${school}`;

/** The fan-out on Cloud Tasks (the Functions emulator runs the queue too): one task per school and day, as of `asOf`. */
export function dueJobsTaskFanOut(asOf: EpochMillis): DueJobsFanOut {
  return async (work) => {
    const queue = getFunctions(adminApp()).taskQueue<SchoolDueJobsTask>(SCHOOL_DUE_JOBS_FUNCTION);
    for (const chunk of chunks(work, ENQUEUED_AT_ONCE)) {
      await Promise.all(
        chunk.map(({ dayId, school }) =>
          queue.enqueue({ dayId, school, asOf }, { dispatchDeadlineSeconds: SCHOOL_DUE_JOBS_DEADLINE_SECONDS }),
        ),
      );
    }
  };
}

/** One school's task: its reveal, merges, called-off emails and reminders that are due (a failure throws: the queue retries). */
export async function runSchoolDueJobs(context: SystemContext, { dayId, school }: SchoolDueJobsTask): Promise<void> {
  await strikeInjectedFault(context.firestore, schoolDueJobsFault(dayId, school));
  const ports = systemPorts(context);
  // The rounds are started by the run that planned this task, never by a school's task.
  const noRound = { execute: async () => false };
  await new RunDueJobs(ports, noRound).executeForSchool(dayId, school);
}
