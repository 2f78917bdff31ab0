import type { Firestore } from "firebase-admin/firestore";
import { EmailUnreadMessages } from "../../domain/chat/EmailUnreadMessages";
import { ForgetEndedLocationShares } from "../../domain/location/ForgetEndedLocationShares";
import type { NoMatchReason, RoundOutcome } from "../../domain/meetups/Match";
import { MatchLateOptIns } from "../../domain/meetups/MatchLateOptIns";
import { MatchWaitlist } from "../../domain/meetups/MatchWaitlist";
import { type DueJobsFanOut, RunDueJobs, type SchoolDueJobs } from "../../domain/meetups/RunDueJobs";
import type { RunRoundPorts } from "../../domain/meetups/RunRound";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import { type RoundSummary, roundsOverview } from "../../domain/operations/roundsOverview";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { AdminChatActivity } from "./adapters/AdminChatActivity";
import { AdminLocationShareLedger } from "./adapters/AdminLocationShareLedger";
import { AdminMailer } from "./adapters/AdminMailer";
import { AdminMatchLedger, type RoundInterruption } from "./adapters/AdminMatchLedger";
import { publishMealDays } from "./adapters/AdminMealDays";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { AdminOperatorAlerts } from "./adapters/AdminOperatorAlerts";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { AdminPlaceDirectory } from "./adapters/AdminPlaceDirectory";
import { AdminProfileStore } from "./adapters/AdminProfileStore";
import { AdminReportLedger } from "./adapters/AdminReportLedger";
import { AdminUnreadEmailLedger } from "./adapters/AdminUnreadEmailLedger";
import { FixedClock } from "./adapters/FixedClock";
import { pendingLeases, runOncePerWindow } from "./adapters/Lease";
import { schoolRoundFault, schoolTellFault, strikeInjectedFault } from "./faults";
import { type RoundFanOut, startRound } from "./rounds";

/**
 * A change to a day's waitlist runs its matching at most once per this window, however many of its
 * opt-ins change: the first change is matched at once; the others of the window wait for the next
 * change after it, or for the due jobs (every 5 minutes), which run what is pending.
 */
export const WAITLIST_RUN_WINDOW_MS = 60_000;

/** What every run of the system needs: the database, the time it runs at, and where its emails go. */
export interface SystemContext {
  readonly firestore: Firestore;
  /** The time the use cases see: now, or the "as of" time an operator gave. */
  readonly now: EpochMillis;
  readonly siteUrl: string;
  /** The operators' address, told when a round needs them; empty for nobody (the log still says so). */
  readonly operatorEmail: string;
}

/** The system's ports on the Admin SDK: the same use cases as the offline backend, on Firestore. */
export function systemPorts({ firestore, now, siteUrl, operatorEmail }: SystemContext): RunRoundPorts {
  const mailer = new AdminMailer(firestore, siteUrl);
  const interruption: RoundInterruption = (dayId, school, point) =>
    strikeInjectedFault(
      firestore,
      point === "written" ? schoolRoundFault(dayId, school) : schoolTellFault(dayId, school),
    );
  return {
    optIns: new AdminOptInLedger(firestore),
    profiles: new AdminProfileStore(firestore),
    matches: new AdminMatchLedger(firestore, Date.now, interruption),
    reports: new AdminReportLedger(firestore),
    places: new AdminPlaceDirectory(firestore),
    mailer,
    schedule: new AdminMealSchedule(firestore),
    clock: new FixedClock(now),
    operators: new AdminOperatorAlerts(mailer, operatorEmail),
  };
}

/** What a round run by hand answers: whether this run recorded it, the day's outcome, and what needs the operator. */
export interface RoundAnswer {
  readonly recorded: boolean;
  /** The day's counts, and who was not matched and why (from each school's record); null until recorded. */
  readonly outcome: RoundReport | null;
  /** In words, what the operator must do (a school without a place, one given up on); empty when nothing. */
  readonly problems: readonly string[];
}

/** The day's record as the operator reads it: its counts, and each school's students not matched. */
export interface RoundReport extends RoundOutcome {
  readonly notMatched: Readonly<Record<string, NoMatchReason>>;
}

/**
 * Matches a meal day by hand (once: a day already started is left as it is): one task per school,
 * then waits up to `waitMs` for the last school, and answers the day's outcome (the console's "Run
 * now"; the emulator fires no schedule). A day not recorded by then answers `recorded: false` and
 * goes on in its tasks: `rounds/{dayId}` says how far it is. Run again on a day recorded while its
 * opt-in is still open, it matches the late opt-ins among themselves, school by school (MatchLateOptIns).
 */
export async function runRound(
  context: SystemContext,
  dayId: string,
  fanOut: RoundFanOut,
  waitMs: number,
): Promise<RoundAnswer> {
  const ports = systemPorts(context);
  const started = await startRound(ports, dayId, context.now, fanOut);
  if (!started) await new MatchLateOptIns({ ...ports, lateOptIns: new AdminMatchLedger(context.firestore) }).execute();
  let outcome = await ports.matches.findRoundOutcome(dayId);
  const deadline = Date.now() + waitMs;
  while (started && outcome === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ROUND_POLL_MS));
    outcome = await ports.matches.findRoundOutcome(dayId);
  }
  if (outcome === null) return { recorded: false, outcome: null, problems: [] };
  const schools = await Promise.all(outcome.schools.map((school) => ports.matches.findSchoolOutcome(dayId, school)));
  const notMatched = Object.assign({}, ...schools.map((school) => school?.notMatched ?? {}));
  const problems = [
    ...outcome.schoolsWithoutPlace.map(
      (school) =>
        `No place to meet at ${school}: its students were not matched (they were told). Add places/${school} or places/default.`,
    ),
    ...outcome.schoolsFailed.map(
      (school) => `The round failed at ${school} and gave up: its students were not matched. The log says why.`,
    ),
  ];
  return { recorded: started, outcome: { ...outcome, notMatched }, problems };
}

/** How often a round run by hand looks whether its last school is recorded. */
const ROUND_POLL_MS = 250;

/**
 * The timed work: publishes the meal days the rules need (their slots and dates), then runs
 * what is due (the round of each day whose opt-in has closed, started as one task per school; each
 * school's reveal, merges, called-off emails and reminders with a window open, one task per school
 * and day: `schoolJobs`), deletes the approximate locations whose window has ended, matches the waitlists a
 * change left pending, and emails the members with a message unread for 15 minutes (at most once
 * an hour per conversation).
 */
export async function runDueJobs(
  context: SystemContext,
  fanOut: RoundFanOut,
  schoolJobs: DueJobsFanOut,
): Promise<{ readonly publishedDays: readonly string[]; readonly dueSchools: readonly SchoolDueJobs[] }> {
  const ports = systemPorts(context);
  const publishedDays = await publishMealDays(context.firestore, await ports.schedule.read(), context.now);
  const rounds = { execute: (dayId: string) => startRound(ports, dayId, context.now, fanOut) };
  const dueSchools = await new RunDueJobs(ports, rounds).execute(schoolJobs);
  await new ForgetEndedLocationShares(new AdminLocationShareLedger(context.firestore), ports.clock).execute();
  await matchPendingWaitlists(context);
  await new EmailUnreadMessages({
    ...ports,
    conversations: new AdminChatActivity(context.firestore),
    unreadEmails: new AdminUnreadEmailLedger(context.firestore),
  }).execute();
  return { publishedDays, dueSchools };
}

/** After a member changed a match: tell the others of a cancellation, reveal contacts once all say "meet again". */
export async function settleMatch(context: SystemContext, matchId: string): Promise<void> {
  await new SettleMatch(systemPorts(context)).execute(matchId);
}

/**
 * After an opt-in's waitlist changed: match the day's waitlist at that school, at most once per
 * window and one run at a time (two runs at once could give one student two matches; a run per
 * write would let anyone make the system work without end), and only once the day's round has been
 * recorded (before it, the round itself matches everyone in). One school's run reads that school's
 * opt-ins and matches only, and a school's changes never wait behind another's.
 */
export async function matchWaitlist(context: SystemContext, dayId: string, school: string): Promise<void> {
  await runOncePerWindow(
    context.firestore,
    waitlistLease(dayId, school),
    WAITLIST_RUN_WINDOW_MS,
    waitlistRun(context, dayId, school),
    { data: { day_id: dayId, school } },
  );
}

/** The due jobs' part: the waitlists that changed inside a window, matched once for all those changes. */
async function matchPendingWaitlists(context: SystemContext): Promise<void> {
  for (const { name, data } of await pendingLeases(context.firestore)) {
    const { day_id: dayId, school } = data;
    if (typeof dayId !== "string" || typeof school !== "string" || name !== waitlistLease(dayId, school)) continue;
    await runOncePerWindow(context.firestore, name, WAITLIST_RUN_WINDOW_MS, waitlistRun(context, dayId, school), {
      onlyIfPending: true,
    });
  }
}

const waitlistLease = (dayId: string, school: string) => `waitlist-${dayId}-${school}`;

/** One run of a school's waitlist matching for the day, at the time it starts (a pending one runs minutes after its change). */
function waitlistRun(context: SystemContext, dayId: string, school: string): () => Promise<void> {
  return async () => {
    const run = systemPorts({ ...context, now: Date.now() });
    if ((await run.matches.findRoundOutcome(dayId)) === null) return;
    await new MatchWaitlist(run).execute(dayId, school);
  };
}

/** The console's Rounds: the meal days around now, with each round's state and outcome by school (operators only). */
export async function roundsAround(context: SystemContext): Promise<RoundSummary[]> {
  const ports = systemPorts(context);
  return roundsOverview(
    await ports.schedule.read(),
    {
      findRoundOutcome: (dayId) => ports.matches.findRoundOutcome(dayId),
      findSchoolOutcome: (dayId, school) => ports.matches.findSchoolOutcome(dayId, school),
      listOptIns: (dayId) => ports.optIns.listForDay(dayId),
      listMatches: (dayId) => ports.matches.listForDay(dayId),
    },
    context.now,
  );
}
