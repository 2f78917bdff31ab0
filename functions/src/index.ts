/**
 * Strangers' Cloud Functions: the match lifecycle's system side, on the same domain code as the app
 * (domain/meetups: RunRound, RunDueJobs, SettleMatch, MatchWaitlist) through Admin SDK adapters.
 *
 * - dueJobs (every 5 minutes): publishes the meal days, matches each day whose opt-in has closed,
 *   calls off unconfirmed matches, sends reminders.
 * - runRound, runDueJobs (callable, operators only): the same by hand, "as of" a time if asked; the
 *   emulator never fires schedules (firebase-tools #2034), so the tests call these.
 * - onMatchChanged, onOptInWritten, onReportFiled, onScheduleChanged: reactions to writes.
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { defineString } from "firebase-functions/params";
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { COLLECTIONS } from "../../adapters/firebase/documents/firestoreLayout";
import { publishMealDays } from "./adapters/AdminMealDays";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { adminFirestore } from "./adapters/adminApp";
import { readOperatorRequest, requireOperator } from "./operators";
import { reportToReviewEmail } from "./reportReview";
import { matchWaitlist, runDueJobs, runRound, type SystemContext, settleMatch, systemPorts } from "./system";

/** The site the emails link to, e.g. "https://strangers.example" (asked at the first deploy). */
const SITE_URL = defineString("SITE_URL", {
  description: "The site the emails link to, e.g. https://strangers.example",
});
/** Where a new report is announced to the trust and safety team; empty for nobody. */
const TRUST_AND_SAFETY_EMAIL = defineString("TRUST_AND_SAFETY_EMAIL", {
  default: "",
  description: "The trust and safety team's address, told of each new report (empty: nobody is emailed)",
});

/** The matching of a large round takes seconds; a function may run up to 9 minutes. */
const LONG_JOB = { timeoutSeconds: 540, memory: "1GiB" } as const;

function context(now: number = Date.now()): SystemContext {
  return { firestore: adminFirestore(), now, siteUrl: SITE_URL.value() };
}

export const dueJobs = onSchedule({ schedule: "every 5 minutes", retryCount: 0, ...LONG_JOB }, async () => {
  const { publishedDays } = await runDueJobs(context());
  logger.info("Due jobs run", { publishedDays });
});

export const runRoundNow = onCall(LONG_JOB, async (request) => {
  requireOperator(request.auth);
  const { dayId, asOf } = readOperatorRequest(request.data);
  if (dayId === null) throw new HttpsError("invalid-argument", "dayId is needed");
  const run = context(asOf ?? Date.now());
  const recorded = await runRound(run, dayId);
  const outcome = await systemPorts(run).matches.findRoundOutcome(dayId);
  logger.info("Round run by an operator", { dayId, asOf, recorded, uid: request.auth?.uid });
  return { recorded, outcome };
});

export const runDueJobsNow = onCall(LONG_JOB, async (request) => {
  requireOperator(request.auth);
  const { asOf } = readOperatorRequest(request.data);
  const result = await runDueJobs(context(asOf ?? Date.now()));
  logger.info("Due jobs run by an operator", { asOf, uid: request.auth?.uid });
  return result;
});

/** A member changed their answers: the others hear of a cancellation; contacts once all say "meet again". */
export const onMatchChanged = onDocumentUpdated(`${COLLECTIONS.matches}/{matchId}`, async (event) => {
  const before = event.data?.before.get("members");
  const after = event.data?.after.get("members");
  // The system's own updates (notices, contacts) change no member: nothing to react to.
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await settleMatch(context(), event.params.matchId);
});

/** A student joined or left a day's waitlist: match the waitlist. */
export const onOptInWritten = onDocumentWritten(
  `${COLLECTIONS.days}/{dayId}/${COLLECTIONS.optIns}/{uid}`,
  async (event) => {
    const waitlist = event.data?.after.get("waitlist_slots");
    if (!Array.isArray(waitlist) || waitlist.length === 0) return;
    await matchWaitlist(context(), event.params.dayId);
  },
);

/** A report (not a block) is stamped with the time it arrived and announced to trust and safety. */
export const onReportFiled = onDocumentCreated(`${COLLECTIONS.reports}/{reportId}`, async (event) => {
  const snapshot = event.data;
  if (snapshot === undefined) return;
  await snapshot.ref.update({ received_at: FieldValue.serverTimestamp() });
  const to = TRUST_AND_SAFETY_EMAIL.value();
  if (snapshot.get("kind") !== "report" || to === "") return;
  await systemPorts(context()).mailer.send(reportToReviewEmail(to, snapshot.id, snapshot.data()));
});

/** Operators changed the meal schedule: publish the days again at once. */
async function republishDays(): Promise<void> {
  const firestore = adminFirestore();
  await publishMealDays(firestore, await new AdminMealSchedule(firestore).read(), Date.now());
}
export const onMealTimesChanged = onDocumentWritten("meal_times/{mealTimeId}", republishDays);
export const onWeeklyScheduleChanged = onDocumentWritten("meal_schedule/{scheduleId}", republishDays);
