import { HttpsError } from "firebase-functions/v2/https";
import { MEAL_DAY_ID_PATTERN } from "../../domain/meetups/MealDay";
import { AcceptRescue } from "../../domain/rescue/AcceptRescue";
import { lookAtRescue } from "../../domain/rescue/lookAtRescue";
import { OfferRescues } from "../../domain/rescue/OfferRescues";
import { RescueError } from "../../domain/rescue/rescueErrors";
import { StandByToday } from "../../domain/rescue/StandByToday";
import { AdminRescueLedger } from "./adapters/AdminRescueLedger";
import { runOncePerWindow } from "./adapters/Lease";
import { type SystemContext, systemPorts } from "./system";

/**
 * The same-day rescue's system side on the Admin SDK, on the same domain code as the offline backend
 * (domain/rescue): the offers after a cancellation and with the due jobs, and the students' desk
 * (the callables rescueLook, rescueStandBy, rescueWithdraw, acceptRescue).
 */
export function rescueSystem(context: SystemContext) {
  const rescue = new AdminRescueLedger(context.firestore);
  const ports = { ...systemPorts(context), rescue };
  return {
    ports,
    offers: new OfferRescues(ports),
    standby: new StandByToday(ports),
    accept: new AcceptRescue(ports),
    look: (dayId: string, uid: string) => lookAtRescue(rescue, dayId, uid),
  };
}

/**
 * Offers the rescues a day needs now, one run at a time per day (two runs at once could offer one
 * standby student to two rescues): a change while a run holds the lease is left pending, and the
 * due jobs' next pass (every 5 minutes) offers what it would have.
 */
export async function offerRescues(context: SystemContext, dayId: string): Promise<void> {
  await runOncePerWindow(
    context.firestore,
    `rescue-${dayId}`,
    0,
    async () => {
      await rescueSystem({ ...context, now: Date.now() }).offers.execute(dayId);
    },
    { data: { day_id: dayId } },
  );
}

/**
 * The due jobs' part (dueJobs, runDueJobsNow): a partner silent 10 minutes after the start, a lapsed
 * offer's next candidate; each day under its lease, as after a cancellation.
 */
export async function offerDueRescues(context: SystemContext): Promise<void> {
  for (const dayId of await rescueSystem(context).offers.dueDays()) await offerRescues(context, dayId);
}

const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

/** `{ dayId }` as a student's app sends it: a meal day's id. */
export function readRescueDayId(data: unknown): string {
  const { dayId } = fieldsOf(data);
  if (typeof dayId !== "string" || !MEAL_DAY_ID_PATTERN.test(dayId)) {
    throw new HttpsError("invalid-argument", "dayId is a meal day's id, e.g. 2026-11-25");
  }
  return dayId;
}

/** `{ offerId }`: a rescue offer's id, one path segment. */
export function readOfferId(data: unknown): string {
  const { offerId } = fieldsOf(data);
  if (typeof offerId !== "string" || offerId === "" || offerId.length > 500 || offerId.includes("/")) {
    throw new HttpsError("invalid-argument", "offerId is a rescue offer's id");
  }
  return offerId;
}

/** A refusal of the domain's, as the app reads it: its reason in `details.reason`. */
export async function withRescueErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RescueError)) throw error;
    throw new HttpsError("failed-precondition", error.message, { reason: error.reason });
  }
}
