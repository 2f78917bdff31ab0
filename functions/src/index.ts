/**
 * Strangers' Cloud Functions: the match lifecycle's system side, on the same domain code as the app
 * (domain/meetups: RunRound, RunDueJobs, SettleMatch, MatchWaitlist) through Admin SDK adapters.
 *
 * - dueJobs (every 5 minutes): publishes the meal days, matches each day whose opt-in has closed,
 *   calls off unconfirmed matches, sends reminders, deletes the approximate locations whose window
 *   ended, and emails the members with a message unread for 15 minutes (domain/chat).
 * - runRoundNow, runDueJobsNow (callable, operators only): the same by hand, "as of" a time if asked;
 *   the emulator never fires schedules (firebase-tools #2034), so the tests call these.
 * - matchSchoolRound (task queue): a day's round fans out one task per school (rounds.ts), each
 *   matching and recording its school once, retried with back-off; the day is recorded with its last.
 * - schoolDueJobs (task queue): the due jobs' part of each school and meal day with a window open
 *   (reveal, merges, called-off emails, reminders: dueJobs.ts), one task each, retried with back-off.
 * - onMatchChanged, onOptInWritten, onReportFiled, onScheduleChanged: reactions to writes.
 * - notifyOnMatchWritten, notifyOnMessage, notifyOnRsvpChanged, notifyOnReportReviewed,
 *   onRescueOfferWritten (and the due jobs): notifications by Web Push (notifications.ts).
 * - exportMyData, deleteMyAccount (callable, the signed-in student): their own data (domain/privacy);
 *   a download at most every few minutes (DATA_EXPORT_MIN_INTERVAL_MINUTES).
 * - onProfileCreated: a new account inherits the hold kept for its address (a deleted account that
 *   was suspended or blocked); onAccountDeleted: an account deleted without deleteMyAccount (the
 *   Auth SDK's own deleteUser, the console) is erased as deleteMyAccount erases, hold included.
 * - reviewQueue, reviewCase, reviewAction (callable, the trust and safety claim only): the console;
 *   a reviewer's own case (filed by or about them) is left out of their queue and refused to them.
 * - dailyReportSummary (every day), reportSummaryNow (callable, operators): the team's daily email
 *   of the reports waiting more than 24 hours, and the reports whose retention ended removed.
 * - opsTeam, opsSetRole (callable, operators only): the operators' console's Team section: who holds
 *   which role, granting and taking back the custom claims, each change in `operations_audit`.
 * - opsSchools, opsSavePlace, opsRetirePlace (callable, operators only): the Schools section: every
 *   school with students and its places (`places/{school}`, `places/default`), each change logged.
 * - opsSchedule, opsSaveSchedule (callable, operators only): the Schedule section: the meal schedule
 *   (`meal_schedule/weekly`, `meal_times`) checked by the one parser, its next four weeks, each save logged.
 * - rescueLook, rescueStandBy, rescueWithdraw, acceptRescue (callable, the signed-in student): the
 *   same-day rescue (rescue.ts); its offers follow a member's change to a lunch for two
 *   (onMatchChanged) and the due jobs (a partner silent 10 minutes after the start, a lapsed offer).
 * - rsvpToMixer, cancelMixerRsvp (callable, the signed-in student), mixerJobs (every minute),
 *   onMixerCheckIn: a mixer's places, its reminders and its icebreaker circles (mixers.ts);
 *   mixersOverview (callable, operators only): the console's Mixers.
 * - countProfileOutcomes, countReportOutcomes, onRescueOfferWritten, countSignUp (and onMatchChanged,
 *   onOptInWritten, onAccountDeleted): the outcomes per school and week, kept as the lifecycle happens (outcomeCounts.ts).
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { defineSecret, defineString } from "firebase-functions/params";
import * as v1 from "firebase-functions/v1";
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { COLLECTIONS, profilePath } from "../../adapters/firebase/documents/firestoreLayout";
import { EXPORT_TOO_SOON } from "../../adapters/firebase/documents/functionsProtocol";
import { fromMatchDocument } from "../../adapters/firebase/documents/matchDocument";
import { fromRsvpDocument } from "../../adapters/firebase/documents/mixerDocuments";
import { fromReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { DataExportTooSoonError } from "../../domain/account/accountActionErrors";
import { settlingFacts } from "../../domain/meetups/SettleMatch";
import { UndoRound } from "../../domain/meetups/UndoRound";
import { UndoRoundError } from "../../domain/meetups/undoRoundRules";
import { isCheckedIn } from "../../domain/mixers/MixerEvent";
import type { AuditAction } from "../../domain/operations/AuditEntry";
import type { Operator } from "../../domain/operations/Operator";
import { reportToReviewEmail } from "../../domain/trust/trustEmails";
import { accountSystem } from "./accountSystem";
import { publishMealDays } from "./adapters/AdminMealDays";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { AdminOperationsAuditLog } from "./adapters/AdminOperationsAuditLog";
import { adminFirestore } from "./adapters/adminApp";
import { ADMIN_TIME_CODEC } from "./adapters/adminTimeCodec";
import {
  readReportId,
  readReviewRequest,
  requireRecentSignIn,
  requireReviewer,
  requireStudent,
  withReviewErrors,
} from "./callers";
import {
  dueJobsTaskFanOut,
  readSchoolDueJobsTask,
  runSchoolDueJobs,
  SCHOOL_DUE_JOBS_DEADLINE_SECONDS,
  SCHOOL_DUE_JOBS_RETRIES,
  type SchoolDueJobsTask,
} from "./dueJobs";
import { mixerSystem, mixersAround, readMixerId, withMixerErrors } from "./mixers";
import { mayNotify, notificationSystem, type PushContext } from "./notifications";
import {
  operationsSystem,
  readPlaceRetirement,
  readPlaceSave,
  readRoleChange,
  readScheduleSave,
  requireOperatorCaller,
  withOperationsErrors,
} from "./operations";
import { readOperatorRequest, requireOperator } from "./operators";
import {
  countAccount,
  countMatchChange,
  countOptInChange,
  countProfileChange,
  countReportChange,
  countRescueOfferChange,
} from "./outcomeCounts";
import { offerDueRescues, offerRescues, readOfferId, readRescueDayId, rescueSystem, withRescueErrors } from "./rescue";
import {
  readSchoolRoundTask,
  runSchoolRound,
  SCHOOL_ROUND_DEADLINE_SECONDS,
  SCHOOL_ROUND_RETRIES,
  type SchoolRoundTask,
  taskQueueFanOut,
} from "./rounds";
import {
  matchWaitlist,
  roundsAround,
  runDueJobs,
  runRound,
  type SystemContext,
  settleMatch,
  systemPorts,
} from "./system";

/** The site the emails link to, e.g. "https://strangers.example" (asked at the first deploy). */
const SITE_URL = defineString("SITE_URL", {
  description: "The site the emails link to, e.g. https://strangers.example",
});
/** Where a new report is announced to the trust and safety team; empty for nobody. */
const TRUST_AND_SAFETY_EMAIL = defineString("TRUST_AND_SAFETY_EMAIL", {
  default: "",
  description: "The trust and safety team's address, told of each new report (empty: nobody is emailed)",
});
/** Where the operators are told of what needs them (a round without a place for a school); empty for nobody. */
const OPERATOR_EMAIL = defineString("OPERATOR_EMAIL", {
  default: "",
  description: "The operators' address, told when a round could not match a school's students (empty: the log only)",
});

/**
 * The key the holds of deleted accounts are filed under is an HMAC of the address with this secret
 * (`firebase functions:secrets:set ADDRESS_KEY`, a long random value, never changed: a new one
 * orphans every hold). The emulators read a demo value from functions/.secret.local.
 */
const ADDRESS_KEY = defineSecret("ADDRESS_KEY");
const addressKey = () => ADDRESS_KEY.value();

/**
 * The site's VAPID keys, which sign every push (RFC 8292; `npx web-push generate-vapid-keys`): the
 * public one is the app's VITE_VAPID_PUBLIC_KEY too, the private one a secret
 * (`firebase functions:secrets:set VAPID_PRIVATE_KEY`). The emulators read a demo pair from
 * functions/.env.demo-strangers and functions/.secret.local. VAPID_SUBJECT: how a push service
 * reaches the site's operators (a mailto: or https: address).
 */
const VAPID_PUBLIC_KEY = defineString("VAPID_PUBLIC_KEY", {
  description: "The site's VAPID public key (the app's VITE_VAPID_PUBLIC_KEY), from npx web-push generate-vapid-keys",
});
const VAPID_SUBJECT = defineString("VAPID_SUBJECT", {
  description: "How a push service reaches the operators: mailto:ops@your-domain or https://your-domain",
});
const VAPID_PRIVATE_KEY = defineSecret("VAPID_PRIVATE_KEY");

/** The matching of a large round takes seconds; a function may run up to 9 minutes. */
const LONG_JOB = { timeoutSeconds: 540, memory: "1GiB" } as const;

function context(now: number = Date.now()): SystemContext {
  return { firestore: adminFirestore(), now, siteUrl: SITE_URL.value(), operatorEmail: OPERATOR_EMAIL.value() };
}

/** A run that may notify students: the context with the VAPID keys (its function lists VAPID_PRIVATE_KEY). */
function pushContext(now: number = Date.now()): PushContext {
  return {
    ...context(now),
    vapid: {
      subject: VAPID_SUBJECT.value(),
      publicKey: VAPID_PUBLIC_KEY.value(),
      privateKey: VAPID_PRIVATE_KEY.value(),
    },
  };
}
const PUSHES = { secrets: [VAPID_PRIVATE_KEY] };

/** The due jobs, then the notifications they made due (meals' and mixers' reminders; what quiet hours held). */
async function dueJobsAndNotifications(now: number) {
  const result = await runDueJobs(context(now), taskQueueFanOut(), dueJobsTaskFanOut(now));
  await offerDueRescues(context(now));
  const notifications = notificationSystem(pushContext(now));
  await notifications.match.executeDue();
  await notifications.mixers.executeDue();
  await notifications.reviews.executeDue();
  // An offer lapses without a write: its notification is withdrawn here.
  for (const dayId of await rescueSystem(context(now)).offers.dueDays())
    await notifications.rescue.executeForDay(dayId);
  return result;
}

export const dueJobs = onSchedule({ schedule: "every 5 minutes", retryCount: 0, ...LONG_JOB, ...PUSHES }, async () => {
  const { publishedDays, dueSchools } = await dueJobsAndNotifications(Date.now());
  logger.info("Due jobs run", { publishedDays, schoolTasks: dueSchools.length });
});

/** How long "Run now" waits for a round's last school before it answers (the tasks go on after it). */
const RUN_NOW_WAIT_MS = 480_000;

export const runRoundNow = onCall(LONG_JOB, async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const { dayId, asOf } = readOperatorRequest(request.data);
  if (dayId === null) throw new HttpsError("invalid-argument", "dayId is needed");
  const answer = await runRound(context(asOf ?? Date.now()), dayId, taskQueueFanOut(), RUN_NOW_WAIT_MS);
  await logRoundAction(operator, { kind: "round-run", dayId });
  logger.info("Round run by an operator", { dayId, asOf, recorded: answer.recorded, uid: request.auth?.uid });
  return answer;
});

/** The console's Rounds: the meal days around now, each with its round's state and outcome by school. */
export const roundsOverview = onCall(async (request) => {
  requireOperator(request.auth);
  return roundsAround(context());
});

/** A round run or undone from the console, in the operators' audit log (operations_audit). */
async function logRoundAction(by: Operator, action: AuditAction): Promise<void> {
  const firestore = adminFirestore();
  const id = firestore.collection(COLLECTIONS.operationsAudit).doc().id;
  await new AdminOperationsAuditLog(firestore).append({ id, at: Date.now(), by, action });
}

/**
 * The console's Undo: a recorded round nobody has confirmed yet is taken back (its matches withdrawn,
 * their students told), so the day can be matched again; refused once anyone has confirmed.
 */
export const undoRound = onCall(LONG_JOB, async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const { dayId } = readOperatorRequest(request.data);
  if (dayId === null) throw new HttpsError("invalid-argument", "dayId is needed");
  try {
    const withdrawn = await new UndoRound(systemPorts(context())).execute(dayId);
    await logRoundAction(operator, { kind: "round-undone", dayId });
    logger.info("A round was undone by an operator", { dayId, matches: withdrawn.length, uid: request.auth?.uid });
    return { withdrawn: withdrawn.length };
  } catch (error) {
    if (!(error instanceof UndoRoundError)) throw error;
    throw new HttpsError("failed-precondition", error.message, { reason: error.reason });
  }
});

/**
 * One school's part of a day's round (rounds.ts), one task each, retried with back-off: 2 s, 4 s,
 * 8 s. A handful at once: each holds one school's opt-ins only, so memory stays flat in the schools.
 */
export const matchSchoolRound = onTaskDispatched<SchoolRoundTask>(
  {
    retryConfig: {
      maxAttempts: SCHOOL_ROUND_RETRIES + 1,
      minBackoffSeconds: 2,
      maxBackoffSeconds: 60,
      maxDoublings: 4,
    },
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: SCHOOL_ROUND_DEADLINE_SECONDS,
    memory: "512MiB",
  },
  async (request) => {
    const task = readSchoolRoundTask(request.data);
    const run = context(task.asOf);
    await runSchoolRound(run.firestore, systemPorts(run), task, request.retryCount ?? 0);
  },
);

/**
 * One school's due work of a meal day (dueJobs.ts: its reveal, merges, called-off emails and
 * reminders), one task per school and day with a window open, retried with back-off: 10 s, 20 s.
 */
export const schoolDueJobs = onTaskDispatched<SchoolDueJobsTask>(
  {
    retryConfig: {
      maxAttempts: SCHOOL_DUE_JOBS_RETRIES + 1,
      minBackoffSeconds: 10,
      maxBackoffSeconds: 60,
      maxDoublings: 2,
    },
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: SCHOOL_DUE_JOBS_DEADLINE_SECONDS,
    memory: "256MiB",
  },
  async (request) => {
    const task = readSchoolDueJobsTask(request.data);
    await runSchoolDueJobs(context(task.asOf), task);
  },
);

export const runDueJobsNow = onCall({ ...LONG_JOB, ...PUSHES }, async (request) => {
  requireOperator(request.auth);
  const { asOf } = readOperatorRequest(request.data);
  const result = await dueJobsAndNotifications(asOf ?? Date.now());
  // What mixerJobs does every minute too (the emulator fires no schedule).
  await mixerSystem(context(asOf ?? Date.now())).jobs.execute();
  logger.info("Due jobs run by an operator", { asOf, uid: request.auth?.uid });
  return result;
});

/**
 * A match was written. Its change is added to the outcomes (outcomeCounts.ts). Then, for a member's
 * change of answers: the others hear of a cancellation; contacts once all say "meet again". Only a
 * change to what settling looks at (who cancelled, who said "meet again") is worth a run: the
 * system's own updates, an arrival or a rating stamped again, change none of it.
 */
export const onMatchChanged = onDocumentWritten(`${COLLECTIONS.matches}/{matchId}`, async (event) => {
  const { before, after } = event.data ?? {};
  const { matchId } = event.params;
  await countMatchChange(adminFirestore(), matchId, before?.data(), after?.data(), Date.now());
  if (before?.exists !== true || after?.exists !== true) return;
  const facts = (data: Record<string, unknown> | undefined) =>
    settlingFacts(fromMatchDocument(matchId, data ?? {}, ADMIN_TIME_CODEC));
  if (facts(before.data()) === facts(after.data())) return;
  await settleMatch(context(), matchId);
  // A seat a member of a table gave up goes to whoever waits for one at its school (at most once per window).
  if (after.get("kind") === "group-dinner") {
    await matchWaitlist(context(), String(after.get("day_id")), String(after.get("school")));
  }
  // A partner who cancelled late leaves the other alone: a rescue is offered at once.
  if (after.get("kind") === "lunch-for-two") await offerRescues(context(), String(after.get("day_id")));
});

/** What the signed-in student sees of the rescue on a meal day: their standby and the offers that involve them. */
export const rescueLook = onCall(async (request) => {
  const student = requireStudent(request.auth);
  return rescueSystem(context()).look(readRescueDayId(request.data), student.uid);
});

/** "I'm free today": on the meal day, until two hours before its last time. */
export const rescueStandBy = onCall(async (request) => {
  const student = requireStudent(request.auth);
  const dayId = readRescueDayId(request.data);
  return withRescueErrors(() => rescueSystem(context()).standby.standBy(dayId, student));
});

/** "I'm free today" taken back, within the same window. */
export const rescueWithdraw = onCall(async (request) => {
  const student = requireStudent(request.auth);
  const dayId = readRescueDayId(request.data);
  await withRescueErrors(() => rescueSystem(context()).standby.withdraw(dayId, student));
  return { withdrawn: true };
});

/** A rescue accepted within its ten minutes: once, however many accept at the same moment (a transaction). */
export const acceptRescue = onCall(async (request) => {
  const student = requireStudent(request.auth);
  const offerId = readOfferId(request.data);
  const matchId = await withRescueErrors(() => rescueSystem(context()).accept.execute(offerId, student));
  logger.info("A rescue was accepted", { offerId, matchId });
  return { matchId };
});

/**
 * A match was made (the round, a waitlist, a late opt-in) or changed (an answer, an arrival, a
 * cancellation): its members are told what is new (NotifyMatch: recorded on the match before it is
 * sent, so a run again sends nothing twice). Its own record of what it sent starts no run.
 */
export const notifyOnMatchWritten = onDocumentWritten(
  { document: `${COLLECTIONS.matches}/{matchId}`, ...PUSHES },
  async (event) => {
    if (!mayNotify(event.data?.before.data(), event.data?.after.data())) return;
    await notificationSystem(pushContext()).match.execute(event.params.matchId);
  },
);

/** A message: the conversation's other members are shown its coalesced notification (who wrote, never what). */
export const notifyOnMessage = onDocumentCreated(
  { document: `${COLLECTIONS.matches}/{matchId}/${COLLECTIONS.messages}/{messageId}`, ...PUSHES },
  async (event) => {
    await notificationSystem(pushContext()).message.execute(event.params.matchId);
  },
);

/**
 * An RSVP to a mixer changed: a spot that opened from the waitlist, a circle, a check-in (its
 * reminder if due) are told to its student (NotifyMixer: recorded on the RSVP in the ledger's one
 * change before it is sent); a cancellation takes back what they were shown. Its own record of
 * what it sent starts no run, and a new RSVP none either (nothing is due on it until its reminder).
 */
export const notifyOnRsvpChanged = onDocumentUpdated(
  { document: `${COLLECTIONS.mixers}/{eventId}/${COLLECTIONS.rsvps}/{uid}`, ...PUSHES },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!mayNotify(before, after)) return;
    const { eventId, uid } = event.params;
    const notify = notificationSystem(pushContext()).mixers;
    if (after?.status === "cancelled" && before?.status !== "cancelled") await notify.withdrawCancelled(eventId, uid);
    else await notify.execute(eventId, uid);
  },
);

/**
 * A report was reviewed (its `reviewed_at` set, with the decision apart in `review_decisions`): its
 * reporter hears it was (never what was done; NotifyReviewOutcome, once).
 */
export const notifyOnReportReviewed = onDocumentUpdated(
  { document: `${COLLECTIONS.reports}/{reportId}`, ...PUSHES },
  async (event) => {
    const reviewed = (data: Record<string, unknown> | undefined) => data?.reviewed_at != null;
    if (reviewed(event.data?.before.data()) || !reviewed(event.data?.after.data())) return;
    await notificationSystem(pushContext()).reviews.execute(event.params.reportId);
  },
);

/**
 * An opt-in was written: its change is added to the outcomes (outcomeCounts.ts); and when a student
 * joined or left a day's waitlist, their school's waitlist is matched (at most once per window: system.ts).
 */
export const onOptInWritten = onDocumentWritten(
  `${COLLECTIONS.days}/{dayId}/${COLLECTIONS.daySchools}/{school}/${COLLECTIONS.optIns}/{uid}`,
  async (event) => {
    await countOptInChange(adminFirestore(), event.data?.before.data(), event.data?.after.data());
    const waitlist = event.data?.after.get("waitlist_slots");
    if (!Array.isArray(waitlist) || waitlist.length === 0) return;
    await matchWaitlist(context(), event.params.dayId, String(event.data?.after.get("school")));
  },
);

/**
 * A block, a report or a "not again" is stamped with the time it arrived; a report is announced to
 * trust and safety. Closing the conversation needs no function: the filer left it in the batch that
 * filed it (`left_chat_at`), and the rules refuse messages from then on (isClosedFor).
 */
export const onReportFiled = onDocumentCreated(`${COLLECTIONS.reports}/{reportId}`, async (event) => {
  const snapshot = event.data;
  if (snapshot === undefined) return;
  try {
    await snapshot.ref.update({ received_at: FieldValue.serverTimestamp() });
  } catch (error) {
    // Gone before it could be stamped (an erasure, or the test emulators cleared): nothing to do. An
    // error left unhandled would take the function's instance down with the reports queued behind it.
    if (isNotFound(error)) return;
    throw error;
  }
  const to = TRUST_AND_SAFETY_EMAIL.value();
  if (snapshot.get("kind") !== "report" || to === "") return;
  const report = fromReportDocument(snapshot.id, snapshot.data(), ADMIN_TIME_CODEC);
  await systemPorts(context()).mailer.send(reportToReviewEmail(to, report));
});

/** The Admin SDK's answer to an update of a document that does not exist (gRPC NOT_FOUND). */
const GRPC_NOT_FOUND = 5;
const isNotFound = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === GRPC_NOT_FOUND;

/**
 * "Download my data": everything stored about the signed-in student, as they may see it; at most one
 * every DATA_EXPORT_MIN_INTERVAL_MINUTES (the record in data_exports/{uid}, the functions' only).
 */
export const exportMyData = onCall(LONG_JOB, async (request) => {
  const subject = requireStudent(request.auth);
  try {
    return await accountSystem(context()).exportData.execute(subject);
  } catch (error) {
    if (!(error instanceof DataExportTooSoonError)) throw error;
    throw new HttpsError("resource-exhausted", error.message, { reason: EXPORT_TOO_SOON, retryAt: error.retryAt });
  }
});

/**
 * "Delete account": the signed-in student's account and personal data, erased. The password was
 * typed again just before (re-authentication): a sign-in older than a few minutes is refused.
 */
export const deleteMyAccount = onCall({ ...LONG_JOB, secrets: [ADDRESS_KEY] }, async (request) => {
  const subject = requireStudent(request.auth);
  const now = Date.now();
  requireRecentSignIn(request.auth, now);
  await accountSystem(context(now), addressKey).erase(subject);
  logger.info("An account was deleted by its owner");
  return { deleted: true };
});

/** The open reports but the caller's own cases (filed by them or about them): another reviewer takes those. */
export const reviewQueue = onCall(async (request) => {
  const reviewer = requireReviewer(request.auth);
  return accountSystem(context()).reviews.queue(reviewer);
});

export const reviewCase = onCall(async (request) => {
  const reviewer = requireReviewer(request.auth);
  const reportId = readReportId(request.data);
  return withReviewErrors(() => accountSystem(context()).reviews.caseOf(reportId, reviewer));
});

export const reviewAction = onCall({ ...LONG_JOB, secrets: [ADDRESS_KEY] }, async (request) => {
  const reviewer = requireReviewer(request.auth);
  const { reportId, action, note } = readReviewRequest(request.data);
  const answer = await withReviewErrors(() =>
    accountSystem(context(), addressKey).reviews.act(reportId, reviewer, action, note),
  );
  logger.info("A report was reviewed", { reportId, action: action.kind, reviewer: reviewer.uid });
  return answer;
});

/**
 * A profile was created: when a hold is kept for its account's address (a deleted account that was
 * suspended, or that others blocked or reported), the new account inherits it: the suspension holds
 * again, and those who blocked the old account are never matched with the new one. Until this has
 * run (a second or so after the sign-up) the new profile is not suspended yet; the round checks
 * every student's suspension again when it runs (whyNotMatchable), and the exclusions are read then.
 */
export const onProfileCreated = onDocumentCreated(
  { document: "users/{uid}", secrets: [ADDRESS_KEY] },
  async (event) => {
    const createdAt = event.data?.createTime.toMillis() ?? Date.parse(event.time);
    const inherited = await accountSystem(context(), addressKey).inheritHold.execute(event.params.uid, createdAt);
    if (inherited) logger.info("A new account inherited the hold kept for its address");
  },
);

/** An account as the outcomes count it: its address and when it was made. */
const accountFacts = (user: { readonly email?: string; readonly metadata: { readonly creationTime: string } }) => ({
  email: user.email ?? "",
  createdAt: Date.parse(user.metadata.creationTime),
});

/**
 * An Auth account was deleted, by deleteMyAccount (whose erasure has removed the profile already:
 * nothing to do) or by anything else: the client SDK's own `deleteUser`, the console. Then its
 * personal data is erased as deleteMyAccount does, the hold for its address included, so that no
 * way of leaving escapes a suspension or a block. Either way, its sign-up leaves the outcomes.
 */
export const onAccountDeleted = v1
  .runWith({ secrets: ["ADDRESS_KEY"], timeoutSeconds: LONG_JOB.timeoutSeconds, memory: "1GB" })
  .auth.user()
  .onDelete(async (user, eventContext) => {
    await countAccount(adminFirestore(), accountFacts(user), -1);
    // Only a profile that was there when the account went is its: one made later is another account's.
    const profile = await adminFirestore().doc(profilePath(user.uid)).get();
    if (!profile.exists || (profile.createTime?.toMillis() ?? 0) > Date.parse(eventContext.timestamp)) return;
    await accountSystem(context(), addressKey).erase({ uid: user.uid, email: user.email ?? "" });
    logger.info("An account deleted without deleteMyAccount was erased");
  });

/** The team's daily email of the reports waiting more than 24 hours, and the kept reports whose retention ended. */
async function dailyTrustAndSafetyJobs(now: number) {
  const system = accountSystem(context(now));
  const listed = await system.summary.execute(TRUST_AND_SAFETY_EMAIL.value());
  const forgotten = await system.keptReports.execute();
  return { listed, forgotten: forgotten.length };
}

export const dailyReportSummary = onSchedule(
  { schedule: "every day 09:00", timeZone: "UTC", retryCount: 0 },
  async () => {
    logger.info("Daily trust and safety jobs run", await dailyTrustAndSafetyJobs(Date.now()));
  },
);

export const reportSummaryNow = onCall(async (request) => {
  requireOperator(request.auth);
  const { asOf } = readOperatorRequest(request.data);
  return dailyTrustAndSafetyJobs(asOf ?? Date.now());
});

/** Operators changed the meal schedule: publish the days again at once. */
async function republishDays(): Promise<void> {
  const firestore = adminFirestore();
  await publishMealDays(firestore, await new AdminMealSchedule(firestore).read(), Date.now());
}
export const onMealTimesChanged = onDocumentWritten("meal_times/{mealTimeId}", republishDays);
export const onWeeklyScheduleChanged = onDocumentWritten("meal_schedule/{scheduleId}", republishDays);

/** The console's Mixers: the mixers around now, each by school (going, waitlist, checked in, circles). */
export const mixersOverview = onCall(async (request) => {
  requireOperator(request.auth);
  return mixersAround(context());
});

/** A student's RSVP to their school's mixer: going while places are left, else the waitlist (mixers.ts). */
export const rsvpToMixer = onCall(async (request) => {
  const student = requireStudent(request.auth);
  const mixerId = readMixerId(request.data);
  return withMixerErrors(() => mixerSystem(context()).spots.reserve(student, mixerId));
});

/** A student cancels their RSVP: the first in line takes the place, and is told. */
export const cancelMixerRsvp = onCall(async (request) => {
  const student = requireStudent(request.auth);
  const mixerId = readMixerId(request.data);
  await withMixerErrors(() => mixerSystem(context()).spots.release(student, mixerId));
  return { cancelled: true };
});

/** The mixers' timed work, every minute: the reminders, and the icebreaker circles at each start. */
export const mixerJobs = onSchedule({ schedule: "every 1 minutes", retryCount: 0 }, async () => {
  await mixerSystem(context()).jobs.execute();
});

/**
 * "I'm here" at a mixer's door: after the start, the circles are formed if they were not yet, and the
 * latecomer joins one at once. Only a check-in that starts to count is worth a run (once per RSVP:
 * the rules refuse a second stamp); the system's own writes, and a stamp again, change nothing.
 */
export const onMixerCheckIn = onDocumentUpdated(
  `${COLLECTIONS.mixers}/{eventId}/${COLLECTIONS.rsvps}/{uid}`,
  async (event) => {
    const { before, after } = event.data ?? {};
    const checkedIn = (snapshot: typeof before) =>
      snapshot !== undefined && isCheckedIn(fromRsvpDocument(snapshot.data() ?? {}, ADMIN_TIME_CODEC));
    if (after === undefined || checkedIn(before) || !checkedIn(after)) return;
    await mixerSystem(context()).circles.execute(event.params.eventId);
  },
);

/*
 * The outcomes kept as the lifecycle happens (outcomeCounts.ts): each write to a match (onMatchChanged),
 * an opt-in (onOptInWritten), a profile, a report or a rescue offer, and each account created or deleted
 * (onAccountDeleted), adds its change to the school-week's aggregate in `outcome_counts`, which
 * only operators read. Folded into the triggers that exist where it can: a function fewer to start.
 */
export const countProfileOutcomes = onDocumentWritten("users/{uid}", async (event) => {
  await countProfileChange(adminFirestore(), event.data?.before.data(), event.data?.after.data());
});

export const countReportOutcomes = onDocumentWritten(`${COLLECTIONS.reports}/{reportId}`, async (event) => {
  const { before, after } = event.data ?? {};
  await countReportChange(adminFirestore(), event.params.reportId, before?.data(), after?.data());
});

/**
 * A rescue offer written: its change added to the outcomes, and its notification shown (a new offer)
 * or withdrawn (taken); its own record of the notification changes nothing more.
 */
export const onRescueOfferWritten = onDocumentWritten(
  { document: `${COLLECTIONS.rescueOffers}/{offerId}`, ...PUSHES },
  async (event) => {
    const { before, after } = event.data ?? {};
    await countRescueOfferChange(adminFirestore(), event.params.offerId, before?.data(), after?.data());
    if (after?.exists) await notificationSystem(pushContext()).rescue.execute(event.params.offerId);
  },
);

export const countSignUp = v1.auth.user().onCreate(async (user) => {
  await countAccount(adminFirestore(), accountFacts(user), 1);
});

/** The operators' console, Team: who holds which role, and the audit log. */
export const opsTeam = onCall(async (request) => {
  requireOperatorCaller(request.auth);
  return operationsSystem(Date.now()).team.view();
});

/** The operators' console, Team: grants or takes back a role by address (the custom claim), logged. */
export const opsSetRole = onCall(async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const { email, role, held } = readRoleChange(request.data);
  const { team } = operationsSystem(Date.now());
  const answer = await withOperationsErrors(() =>
    held ? team.grant(operator, email, role) : team.takeBack(operator, email, role),
  );
  logger.info("A team role was changed", { role, held, by: operator.uid });
  return answer;
});

/** The operators' console, Schools: every school with students, its counts and places, the default places. */
export const opsSchools = onCall(async (request) => {
  requireOperatorCaller(request.auth);
  return operationsSystem(Date.now()).places.view();
});

/** The operators' console, Schools: adds or edits a place of a school (or a default place), logged. */
export const opsSavePlace = onCall(async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const { school, draft } = readPlaceSave(request.data);
  return withOperationsErrors(() => operationsSystem(Date.now()).places.savePlace(operator, school, draft));
});

/** The operators' console, Schools: retires a place (kept, given to no meal from then on), logged. */
export const opsRetirePlace = onCall(async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const { school, placeId } = readPlaceRetirement(request.data);
  return withOperationsErrors(() => operationsSystem(Date.now()).places.retirePlace(operator, school, placeId));
});

/** The operators' console, Schedule: the schedule as operators write it, and its next four weeks. */
export const opsSchedule = onCall(async (request) => {
  requireOperatorCaller(request.auth);
  return operationsSystem(Date.now()).schedule.view();
});

/**
 * The operators' console, Schedule: replaces `meal_schedule/weekly` and the `meal_times`, if the one
 * parser finds no problem (else the problems, in words, and nothing written); logged.
 */
export const opsSaveSchedule = onCall(async (request) => {
  const operator = requireOperatorCaller(request.auth);
  const result = await operationsSystem(Date.now()).schedule.save(operator, readScheduleSave(request.data));
  logger.info("The meal schedule was saved", { status: result.status, by: operator.uid });
  return result;
});
