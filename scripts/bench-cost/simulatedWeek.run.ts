import { readFileSync } from "node:fs";
import { it, vi } from "vitest";
import { SystemClock } from "../../adapters/browser/SystemClock";
import { matchPath } from "../../adapters/firebase/documents/firestoreLayout";
import { toMatchDocument } from "../../adapters/firebase/documents/matchDocument";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { FirebaseAuthCalls } from "../../adapters/firebase/FirebaseAuthCalls";
import { FirebaseBackoffice } from "../../adapters/firebase/FirebaseBackoffice";
import { FirebaseIdentity } from "../../adapters/firebase/FirebaseIdentity";
import { FirestoreChatStore } from "../../adapters/firebase/FirestoreChatStore";
import { FirestoreLocationShare } from "../../adapters/firebase/FirestoreLocationShare";
import { FirestoreMatchStore } from "../../adapters/firebase/FirestoreMatchStore";
import { FirestoreMealSchedule } from "../../adapters/firebase/FirestoreMealSchedule";
import { FirestoreMixerStore } from "../../adapters/firebase/FirestoreMixerStore";
import { FirestoreOptInStore } from "../../adapters/firebase/FirestoreOptInStore";
import { FirestoreProfileStore } from "../../adapters/firebase/FirestoreProfileStore";
import { FirestoreReportStore } from "../../adapters/firebase/FirestoreReportStore";
import { startFirebase } from "../../adapters/firebase/firebaseApp";
import { liteDocuments } from "../../adapters/firebase/liteDocuments";
import { startRealtimeFirestore } from "../../adapters/firebase/realtimeFirestore";
import { MemorySessionStorage } from "../../adapters/local/MemorySessionStorage";
import { LOCATION_SHARING_CLOSES_AFTER_START_MS } from "../../domain/location/approximateLocationRules";
import { JoinMealDay } from "../../domain/meetups/JoinMealDay";
import type { Match } from "../../domain/meetups/Match";
import { RespondToMatch } from "../../domain/meetups/RespondToMatch";
import { mixerIdOf } from "../../domain/mixers/Mixer";
import { eventIdOf } from "../../domain/mixers/MixerEvent";
import { RsvpToMixer } from "../../domain/mixers/RsvpToMixer";
import { defaultProfile } from "../../domain/profile/UserProfile";
import { Session } from "../../domain/session/Session";
import { DAY_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import {
  AUTH_EMULATOR_HOST,
  createTestSettings,
  FUNCTIONS_EMULATOR_ORIGIN,
  PROJECT_ID,
  request,
  resetEmulators,
} from "../../tests/adapters/firebase/support/emulators";
import type { FirestoreTally } from "./countingFirestore";
import { costsSince, functionsSettled, offsetsNow } from "./functionsCosts";
import { printWeek } from "./printWeek";
import { type ActivityCosts, type Costs, noCosts } from "./weekCost";

/**
 * `npm run bench:cost`: a simulated week of N students at two schools on the emulators, each a lunch
 * for two, a group dinner's table and a mixer, counting what the students' browsers and the functions
 * read, write and delete in Firestore, and the functions' invocations (method: docs/performance.md,
 * "What a student costs"). Run by scripts/bench-cost.mjs; not part of `npm test`.
 */

/** Every document the students' web SDK reads, writes or deletes, counted at the SDK (countingFirestore). */
const browserTally = vi.hoisted(() => ({ reads: 0, writes: 0, deletes: 0 }));
vi.mock("firebase/firestore", async (original) => {
  const { countingFirestore: counting } = await import("./countingFirestore");
  return counting(await original<object>(), browserTally);
});
vi.mock("firebase/firestore/lite", async (original) => {
  const { countingFirestore: counting } = await import("./countingFirestore");
  return counting(await original<object>(), browserTally);
});

const env = process.env;
const STUDENTS = Number(env.BENCH_COST_STUDENTS ?? "40");
const COST_LOG = env.STRANGERS_COST_LOG ?? "";
const FUNCTIONS_LOG = env.BENCH_COST_FUNCTIONS_LOG ?? "";
const AUTH_ORIGIN = `http://${AUTH_EMULATOR_HOST}`;
const SCHOOLS = ["north.edu", "south.edu"];
const PASSWORD = "bench password";

/** Messages each student sends in a meal's conversation (an assumption: a few to find each other). */
const MESSAGES_PER_STUDENT_PER_MEAL = 4;
/** The due jobs run every 5 minutes (functions/src/dueJobs.ts): runs a week. */
const DUE_JOB_RUNS_A_WEEK = (7 * DAY_MS) / (5 * MINUTE_MS);
/** The mixers' jobs run every minute (mixerJobs): runs a week. */
const MIXER_JOB_RUNS_A_WEEK = (7 * DAY_MS) / MINUTE_MS;
/** Runs with a lunch day's windows open (docs/performance.md, "One task per school": about 60 a lunch day). */
const DUE_JOB_RUNS_IN_A_LUNCH_WINDOW = 60;
/** Runs with a group dinner's reveal window open (the same: about 230 a dinner day). */
const DUE_JOB_RUNS_IN_A_DINNER_WINDOW = 230;

/**
 * An open dashboard's reads, from its budget test (tests/domain/meetups/dashboardReadBudget.test.ts, counted at
 * its ports; not measured here): the most it read on opening, and its budget an hour with nothing changing.
 */
const DASHBOARD_READS_ON_OPENING = 79;
const DASHBOARD_READS_AN_HOUR_AT_MOST = 20;
/** Assumptions: a student opens the dashboard twice a day and keeps it open an hour a day. */
const DASHBOARD_OPENINGS_A_WEEK = 14;
const DASHBOARD_HOURS_OPEN_A_WEEK = 7;

/** The default schedule's meal days a week, by kind (adapters/local/mealSchedule.json). */
function mealDaysAWeek(): Record<string, number> {
  const schedule = JSON.parse(readFileSync(new URL("../../adapters/local/mealSchedule.json", import.meta.url), "utf8"));
  const days: Record<string, number> = {};
  for (const entry of schedule.weekly as { kind: string }[]) days[entry.kind] = (days[entry.kind] ?? 0) + 1;
  return days;
}

const settings = createTestSettings();

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
const clock = new SystemClock();
const minuteAfter = (millis: number) => Math.ceil(millis / MINUTE_MS) * MINUTE_MS;

/** An auth emulator account with a verified address (and these claims). */
async function account(uid: string, email: string, claims: Record<string, unknown> = {}) {
  const toolkit = `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  await request("POST", `${toolkit}/accounts`, { localId: uid, email, password: PASSWORD, emailVerified: true });
  if (Object.keys(claims).length > 0) {
    await request("POST", `${toolkit}/accounts:update`, { localId: uid, customAttributes: JSON.stringify(claims) });
  }
}

async function operatorToken(): Promise<string> {
  await account("bench-operator", "operator@north.edu", { operator: true });
  const answer = (await request(
    "POST",
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      email: "operator@north.edu",
      password: PASSWORD,
      returnSecureToken: true,
    },
  )) as { idToken: string };
  return answer.idToken;
}

async function callAsOperator(token: string, name: string, data: unknown): Promise<unknown> {
  const response = await fetch(`${FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (answer.error !== undefined) throw new Error(`${name} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A student of the bench, signed in on a Firebase app of their own, with the app's use cases on its adapters. */
async function aStudent(index: number) {
  const uid = `student-${String(index).padStart(4, "0")}`;
  const school = SCHOOLS[index % SCHOOLS.length] as string;
  const email = `${uid}@${school}`;
  const now = Date.now();
  const profile = {
    ...defaultProfile(email, now),
    first_name: `Student${index}`,
    class_level: "Junior",
    major: ["History", "Physics", "Music", "Law"][index % 4] as string,
    preferences: { interests: ["Coffee", "Jazz"], preferred_meal_times: ["Wed 12:00"] },
    adult_confirmed_at: now - DAY_MS,
  };
  await account(uid, email);
  await admin.doc(`users/${uid}`).set({
    ...profile,
    created_at: ts(now),
    last_active: ts(now),
    adult_confirmed_at: ts(now - DAY_MS),
  });
  const { app, auth, firestore } = startFirebase(settings, `bench-${uid}`);
  const identity = new FirebaseIdentity(auth);
  await identity.signIn(email, PASSWORD);
  const session = new Session(new MemorySessionStorage(), clock, identity);
  session.start({ ...profile, uid });
  const realtime = startRealtimeFirestore(app, settings.emulators);
  const stores = {
    schedule: new FirestoreMealSchedule(firestore),
    optIns: new FirestoreOptInStore(firestore),
    matches: new FirestoreMatchStore(firestore),
    reports: new FirestoreReportStore(firestore),
    profiles: new FirestoreProfileStore(firestore),
    backoffice: new FirebaseBackoffice(),
    chats: new FirestoreChatStore(realtime),
    locations: new FirestoreLocationShare(realtime),
    mixers: new FirestoreMixerStore(liteDocuments(firestore), new FirebaseAuthCalls(auth), settings),
  };
  return {
    uid,
    school,
    stores,
    join: new JoinMealDay({ session, clock, ...stores }),
    respond: new RespondToMatch({ session, clock, ...stores }),
    mixers: new RsvpToMixer({ session, clock, ...stores }),
  };
}
type Student = Awaited<ReturnType<typeof aStudent>>;

/** Runs `work` for every student, a few at once (as many browsers would, without drowning the emulators). */
async function forEach(students: readonly Student[], work: (student: Student) => Promise<void>) {
  const AT_ONCE = 8;
  for (let start = 0; start < students.length; start += AT_ONCE) {
    await Promise.all(students.slice(start, start + AT_ONCE).map(work));
  }
}

const measured: ActivityCosts[] = [];
const warnings: string[] = [];

/** Counts what `work` costs the browsers and the functions (once the functions it set off are done). */
async function measure(activity: string, timesAWeek: number, work: () => Promise<void>, standing = false) {
  const from = offsetsNow(COST_LOG, FUNCTIONS_LOG);
  const before: FirestoreTally = { ...browserTally };
  await work();
  if (!(await functionsSettled(COST_LOG, FUNCTIONS_LOG))) warnings.push(`${activity}: functions still running`);
  const functions = costsSince(from, COST_LOG, FUNCTIONS_LOG);
  const browser: Costs = {
    reads: browserTally.reads - before.reads,
    writes: browserTally.writes - before.writes,
    deletes: browserTally.deletes - before.deletes,
    invocations: 0,
  };
  measured.push({ activity, browser, functions, timesAWeek, standing, byFunction: functions.byFunction });
  console.info(`[bench:cost] ${activity}: browser ${JSON.stringify(browser)}, functions ${JSON.stringify(functions)}`);
}

/** Waits for what the setting up set off, uncounted. */
const settle = async () => {
  await functionsSettled(COST_LOG, FUNCTIONS_LOG);
};

/** The pairs of `matches`, written again for a lunch at `slot` (its day's id), opted in and confirmed, as the round writes them. */
async function confirmedCopies(matches: readonly { id: string }[], dayId: string, slot: number): Promise<Match[]> {
  const ledger = new AdminMatchLedger(admin);
  const slotDayId = new Date(slot).toISOString().slice(0, 10);
  const copies: Match[] = [];
  for (const { id } of matches) {
    const stored = await ledger.get(id);
    if (stored === null) continue;
    const members = Object.fromEntries(
      Object.entries(stored.members).map(([uid, member]) => [uid, { ...member, confirmedAt: slot - DAY_MS }]),
    );
    const copy = { ...stored, dayId: slotDayId, slot, revealAt: slot - DAY_MS, members, notices: [] };
    copies.push({ ...copy, id: id.replace(dayId, slotDayId) });
    // Their opt-ins too: the due jobs find a day's schools by them.
    for (const uid of stored.memberIds) {
      const optIn = {
        dayId: slotDayId,
        uid,
        school: stored.school,
        slots: [slot],
        updatedAt: slot - 2 * DAY_MS,
        waitlistSlots: [],
      };
      await admin.doc(`days/${slotDayId}/opt_ins/${uid}`).set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
    }
  }
  await ledger.add(copies);
  return copies;
}

/** `students` opted in for a lunch at `slot`, its round run, and every match confirmed (as its members would). */
async function matchedAndConfirmed(students: readonly Student[], slot: number, operator: string): Promise<Match[]> {
  const dayId = new Date(slot).toISOString().slice(0, 10);
  for (const { uid, school } of students) {
    const optIn = { dayId, uid, school, slots: [slot], updatedAt: slot - 2 * DAY_MS, waitlistSlots: [] };
    await admin.doc(`days/${dayId}/opt_ins/${uid}`).set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
  }
  await callAsOperator(operator, "runRoundNow", { dayId, asOf: slot - DAY_MS });
  const ledger = new AdminMatchLedger(admin);
  const confirmed: Match[] = [];
  for (const { id } of await matchesOf(dayId)) {
    const match = await ledger.get(id);
    if (match === null) continue;
    const members = Object.fromEntries(
      Object.entries(match.members).map(([uid, member]) => [uid, { ...member, confirmedAt: slot - DAY_MS }]),
    );
    confirmed.push({ ...match, members });
    await admin.doc(matchPath(id)).set(toMatchDocument({ ...match, members }, ADMIN_TIME_CODEC));
  }
  return confirmed;
}

const matchesOf = async (dayId: string) =>
  (await admin.collection("matches").where("day_id", "==", dayId).get()).docs.map((doc) => ({
    id: doc.id,
    memberIds: doc.get("member_ids") as string[],
  }));

it(`a week of ${STUDENTS} students`, { timeout: 60 * 60_000 }, async () => {
  if (COST_LOG === "" || FUNCTIONS_LOG === "")
    throw new Error("Run it with npm run bench:cost (scripts/bench-cost.mjs)");
  const weekly = mealDaysAWeek();
  const start = Date.now();
  // The meals, dated from the real clock (the rules and the functions run on it):
  // a lunch and a group dinner whose opt-in is open now (in 2 and 3 days: it opens a week before, closes a day before).
  const lunchSlot = minuteAfter(start + 2 * DAY_MS);
  const dinnerSlot = lunchSlot + DAY_MS;
  const lunchDayId = new Date(lunchSlot).toISOString().slice(0, 10);
  const dinnerDayId = `${new Date(dinnerSlot).toISOString().slice(0, 10)}-group-dinner`;
  await resetEmulators();
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
  await admin.doc(`meal_times/t${lunchSlot}`).set({ starts_at: ts(lunchSlot) });
  await admin
    .doc(`meal_times/t${dinnerSlot}`)
    .set({ starts_at: ts(dinnerSlot), kind: "group-dinner", table_size: { min: 4, max: 6 } });
  const operator = await operatorToken();
  await settle();

  // The due jobs' run every 5 minutes with nothing due yet (no match, no RSVP): what the week pays whatever the students.
  await measure(
    "due jobs: a run with nothing due",
    DUE_JOB_RUNS_A_WEEK,
    () => callAsOperator(operator, "runDueJobsNow", {}).then(() => undefined),
    true,
  );
  // runDueJobsNow is the 5-minute dueJobs and the every-minute mixerJobs in one run: mixerJobs' four other runs
  // in each 5 minutes are counted as the whole run each (at most what they read: they read only the mixers' part).
  const nothingDue = measured[measured.length - 1];
  if (nothingDue !== undefined) {
    measured.push({
      activity: "mixer jobs: the other runs, each as the run above (at most)",
      browser: noCosts(),
      functions: { ...nothingDue.functions, invocations: 1 },
      timesAWeek: MIXER_JOB_RUNS_A_WEEK - DUE_JOB_RUNS_A_WEEK,
      standing: true,
    });
  }

  const students: Student[] = [];
  for (let index = 0; index < STUDENTS; index++) students.push(await aStudent(index));
  await settle();

  // A lunch for two: opt in, the round, confirm.
  const lunchTimes = weekly["lunch-for-two"] ?? 0;
  await measure("lunch: opt in", lunchTimes, () => forEach(students, (s) => s.join.join(lunchDayId, [lunchSlot])));
  await measure("lunch: the round", lunchTimes, async () => {
    const round = await callAsOperator(operator, "runRoundNow", { dayId: lunchDayId, asOf: lunchSlot - DAY_MS });
    console.info(`[bench:cost] the lunch's round: ${JSON.stringify(round).slice(0, 300)}`);
  });
  const lunches = await matchesOf(lunchDayId);
  if (lunches.length === 0) throw new Error("The lunch round matched nobody");
  const matchOf = new Map(lunches.flatMap((match) => match.memberIds.map((uid) => [uid, match.id] as const)));
  await measure("lunch: confirm", lunchTimes, () =>
    forEach(students, async (s) => {
      const id = matchOf.get(s.uid);
      if (id !== undefined) await s.respond.confirm(id);
    }),
  );

  // The meal's day, minutes from now (the colour screen, location and arrival need the meal now by the server's
  // clock): its round run and its matches confirmed in setting up, uncounted (counted above for the lunch).
  const mealNow = minuteAfter(Date.now() + 10 * MINUTE_MS);
  await admin.doc(`meal_times/t${mealNow}`).set({ starts_at: ts(mealNow) });
  const dayMatches = await matchedAndConfirmed(students, mealNow, operator);
  await settle();
  const dayMatchOf = new Map(dayMatches.flatMap((match) => match.memberIds.map((uid) => [uid, match] as const)));
  // The first run in the lunch's windows sends the reminders; the window's other runs find them sent.
  const dueJobsAt = (asOf: number) => () => callAsOperator(operator, "runDueJobsNow", { asOf }).then(() => undefined);
  await measure("due jobs: the first run in a lunch's windows", lunchTimes, dueJobsAt(Date.now()));
  const laterInTheWindow = Date.now() + 5 * MINUTE_MS;
  const otherLunchRuns = lunchTimes * (DUE_JOB_RUNS_IN_A_LUNCH_WINDOW - 1);
  await measure("due jobs: another run in a lunch's windows", otherLunchRuns, dueJobsAt(laterInTheWindow));
  const stopWatching: (() => void)[] = [];
  await measure("lunch: colour screen, location, arrival", lunchTimes, () =>
    forEach(students, async (s) => {
      const match = dayMatchOf.get(s.uid);
      if (match === undefined) return;
      for (const other of match.memberIds.filter((uid) => uid !== s.uid)) {
        stopWatching.push(
          s.stores.locations.watch(
            match.id,
            s.uid,
            other,
            () => undefined,
            () => undefined,
          ),
        );
      }
      const position = { latitudeSteps: 4_200 + (s.uid.length % 3), longitudeSteps: -7_100 };
      await s.stores.locations.share(match.id, s.uid, position, mealNow + LOCATION_SHARING_CLOSES_AFTER_START_MS);
      await s.respond.arrive(match.id, "here");
    }),
  );
  await measure(`lunch: chat (${MESSAGES_PER_STUDENT_PER_MEAL} messages each)`, lunchTimes, () =>
    forEach(students, async (s) => {
      const match = dayMatchOf.get(s.uid);
      if (match === undefined) return;
      stopWatching.push(
        s.stores.chats.watch(
          match.id,
          s.uid,
          () => undefined,
          () => undefined,
        ),
      );
      for (let n = 0; n < MESSAGES_PER_STUDENT_PER_MEAL; n++) {
        await s.stores.chats.send({
          id: `${s.uid}-${n}`,
          conversationId: match.id,
          senderUid: s.uid,
          text: `On my way (${n})`,
        });
      }
      await s.stores.chats.markRead(match.id, s.uid);
    }),
  );
  for (const stop of stopWatching.splice(0)) stop();
  // Feedback opens 30 minutes after the meal: on a copy of the pairs dated yesterday.
  const pastMatches = await confirmedCopies(lunches, lunchDayId, mealNow - DAY_MS);
  await settle();
  const pastMatchOf = new Map(pastMatches.flatMap((match) => match.memberIds.map((uid) => [uid, match] as const)));
  await measure("lunch: feedback", lunchTimes, () =>
    forEach(students, async (s) => {
      const match = pastMatchOf.get(s.uid);
      if (match === undefined) return;
      await s.respond.answerMet(match.id, "yes");
      await s.respond.answerRating(match.id, "great");
      await s.respond.answerMeetAgain(match.id, true);
    }),
  );

  // A group dinner's table: opt in, the seating, confirm, the reveal on its day.
  const dinnerTimes = weekly["group-dinner"] ?? 0;
  await measure("table: opt in", dinnerTimes, () => forEach(students, (s) => s.join.join(dinnerDayId, [dinnerSlot])));
  await measure("table: the seating round", dinnerTimes, async () => {
    const round = await callAsOperator(operator, "runRoundNow", { dayId: dinnerDayId, asOf: dinnerSlot - DAY_MS });
    console.info(`[bench:cost] the dinner's round: ${JSON.stringify(round).slice(0, 300)}`);
  });
  const tables = await matchesOf(dinnerDayId);
  const tableOf = new Map(tables.flatMap((table) => table.memberIds.map((uid) => [uid, table.id] as const)));
  await measure("table: confirm", dinnerTimes, () =>
    forEach(students, async (s) => {
      const id = tableOf.get(s.uid);
      if (id !== undefined) await s.respond.confirm(id).catch(() => warnings.push(`table: ${s.uid} could not confirm`));
    }),
  );
  const dinnerMidnight = Math.floor(dinnerSlot / DAY_MS) * DAY_MS;
  // What else is due by then (the lunch's day after, the positions to forget) is done first, uncounted.
  await callAsOperator(operator, "runDueJobsNow", { asOf: dinnerMidnight - MINUTE_MS });
  await settle();
  await measure("due jobs: the reveal (the first run on its day)", dinnerTimes, dueJobsAt(dinnerMidnight + MINUTE_MS));
  const otherDinnerRuns = dinnerTimes * (DUE_JOB_RUNS_IN_A_DINNER_WINDOW - 1);
  await measure(
    "due jobs: another run in a dinner's reveal window",
    otherDinnerRuns,
    dueJobsAt(dinnerMidnight + 6 * MINUTE_MS),
  );

  // A mixer: RSVP, check in at the door, the circles formed at its start.
  const mixerTimes = weekly.mixer ?? 0;
  const mixerStart = minuteAfter(Date.now() + 10 * MINUTE_MS);
  const mixerId = mixerIdOf(mixerStart, "UTC");
  await admin.doc("meal_times/mixer").set({
    starts_at: ts(mixerStart),
    kind: "mixer",
    mixer: { title: "Thursday night mixer", duration_minutes: 120, capacity: STUDENTS },
  });
  await settle();
  await measure("mixer: RSVP", mixerTimes, () =>
    forEach(students, async (s) => {
      await s.mixers.rsvp(mixerId);
    }),
  );
  await measure("mixer: check in", mixerTimes, () =>
    forEach(students, (s) => s.stores.mixers.checkIn(eventIdOf(mixerId, s.school), s.uid)),
  );
  await callAsOperator(operator, "runDueJobsNow", { asOf: mixerStart - MINUTE_MS });
  await settle();
  await measure("mixer: the circles (due jobs at its start)", mixerTimes, () =>
    callAsOperator(operator, "runDueJobsNow", { asOf: mixerStart + MINUTE_MS }).then(() => undefined),
  );

  const dashboard = noCosts();
  dashboard.reads =
    STUDENTS *
    (DASHBOARD_OPENINGS_A_WEEK * DASHBOARD_READS_ON_OPENING +
      DASHBOARD_HOURS_OPEN_A_WEEK * DASHBOARD_READS_AN_HOUR_AT_MOST);
  measured.push({
    activity: "the dashboard (its budget test's figures)",
    browser: dashboard,
    functions: noCosts(),
    timesAWeek: 1,
  });
  for (const stop of stopWatching.splice(0)) stop();
  printWeek(measured, STUDENTS, { lunches: lunches.length, tables: tables.length, warnings });
});
