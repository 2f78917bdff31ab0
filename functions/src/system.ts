import type { Firestore } from "firebase-admin/firestore";
import { dayPath } from "../../adapters/firebase/documents/firestoreLayout";
import { MatchWaitlist } from "../../domain/meetups/MatchWaitlist";
import { RunDueJobs } from "../../domain/meetups/RunDueJobs";
import { RunRound, type RunRoundPorts } from "../../domain/meetups/RunRound";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { AdminMailer } from "./adapters/AdminMailer";
import { AdminMatchLedger } from "./adapters/AdminMatchLedger";
import { publishMealDays } from "./adapters/AdminMealDays";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { AdminPlaceDirectory } from "./adapters/AdminPlaceDirectory";
import { AdminProfileStore } from "./adapters/AdminProfileStore";
import { AdminReportLedger } from "./adapters/AdminReportLedger";
import { FixedClock } from "./adapters/FixedClock";
import { runExclusively } from "./adapters/Lease";

/** What every run of the system needs: the database, the time it runs at, and the site the emails link to. */
export interface SystemContext {
  readonly firestore: Firestore;
  /** The time the use cases see: now, or the "as of" time an operator gave. */
  readonly now: EpochMillis;
  readonly siteUrl: string;
}

/** The system's ports on the Admin SDK: the same use cases as the offline backend, on Firestore. */
export function systemPorts({ firestore, now, siteUrl }: SystemContext): RunRoundPorts {
  return {
    optIns: new AdminOptInLedger(firestore),
    profiles: new AdminProfileStore(firestore),
    matches: new AdminMatchLedger(firestore),
    reports: new AdminReportLedger(firestore),
    places: new AdminPlaceDirectory(firestore),
    mailer: new AdminMailer(firestore, siteUrl),
    schedule: new AdminMealSchedule(firestore),
    clock: new FixedClock(now),
  };
}

/** Matches a meal day (once: a day already matched is left as it is). True when this run recorded it. */
export async function runRound(context: SystemContext, dayId: string): Promise<boolean> {
  return new RunRound(systemPorts(context)).execute(dayId);
}

/**
 * The timed work: publishes the meal days the rules need (their slots and cut-offs), then runs
 * what is due (the round of each day whose opt-in has closed, calling off unconfirmed matches, reminders).
 */
export async function runDueJobs(context: SystemContext): Promise<{ readonly publishedDays: readonly string[] }> {
  const ports = systemPorts(context);
  const publishedDays = await publishMealDays(context.firestore, await ports.schedule.read(), context.now);
  await new RunDueJobs(ports, new RunRound(ports)).execute();
  return { publishedDays };
}

/** After a member changed a match: tell the others of a cancellation, reveal contacts once all say "meet again". */
export async function settleMatch(context: SystemContext, matchId: string): Promise<void> {
  await new SettleMatch(systemPorts(context)).execute(matchId);
}

/**
 * After an opt-in's waitlist changed: match the day's waitlist, one run per day at a time (two runs
 * at once could give one student two matches), and only once the day's round has been recorded
 * (before it, the round itself matches everyone in).
 */
export async function matchWaitlist(context: SystemContext, dayId: string): Promise<void> {
  const { firestore } = context;
  await runExclusively(firestore, `waitlist-${dayId}`, async () => {
    const round = (await firestore.doc(dayPath(dayId)).get()).get("round");
    if (round === undefined) return;
    await new MatchWaitlist(systemPorts(context)).execute(dayId);
  });
}
