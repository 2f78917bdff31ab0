import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { CONFIRM_BY_BEFORE_MEAL_MS, REMINDER_BEFORE_MEAL_MS } from "../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { schoolDueJobsFault } from "../../functions/src/dueJobs";
import { FAULTS_COLLECTION } from "../../functions/src/faults";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aMember, anOptIn } from "../support/meetupFixtures";
import { aSchoolOutcome } from "../support/schoolRounds";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The due jobs' windows and their fan-out on the emulators: runDueJobsNow (as the 5-minute schedule
 * runs them) plans a schoolDueJobs task per school only while a window of the day is open, and each
 * task sends what is due at its school, once, retried when it fails.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A Wednesday in 2030 with lunch at 12:00 UTC: a meal day of its own. */
const SLOT = Date.UTC(2030, 2, 6, 12);
const DAY_ID = "2030-03-06";
const SCHOOLS = ["alpha.edu", "beta.edu"];
/** Within a task's back-off (10 s, then 20 s) and the emulator's queue on a busy machine. */
const TASKS_SETTLE_MS = 90_000;

let operator: string;

const confirmed = (uid: string) => aMember(uid, { confirmedAt: SLOT - DAY_MS });
/** A pair at `school` (both confirmed, unless told otherwise). */
const pairAt = (school: string, uids: [string, string], bothConfirmed = true) =>
  aMatch(uids, {
    id: `${DAY_ID}_${uids.join("_")}`,
    dayId: DAY_ID,
    school,
    slot: SLOT,
    revealAt: SLOT - DAY_MS,
    createdAt: SLOT - DAY_MS,
    members: Object.fromEntries(uids.map((uid) => [uid, bothConfirmed ? confirmed(uid) : aMember(uid)])),
  });

const PAIRS = [
  pairAt("alpha.edu", ["ann", "art"]),
  pairAt("alpha.edu", ["amy", "abe"], false),
  pairAt("beta.edu", ["bea", "bob"]),
];

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
  await admin.doc(`meal_times/t${SLOT}`).set({ starts_at: ts(SLOT) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  for (const match of PAIRS) {
    for (const uid of match.memberIds) {
      await admin.doc(`users/${uid}`).set({ email: `${uid}@${match.school}`, first_name: uid, class_level: "Junior" });
      const optIn = anOptIn(uid, { dayId: DAY_ID, school: match.school, slots: [SLOT], updatedAt: SLOT - 2 * DAY_MS });
      await admin
        .doc(`days/${DAY_ID}/schools/${match.school}/opt_ins/${uid}`)
        .set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
    }
  }
  // The day's round is recorded with these pairs (the due jobs would run it otherwise).
  const ledger = new AdminMatchLedger(admin);
  const ranAt = SLOT - DAY_MS;
  await ledger.startRound(DAY_ID, SCHOOLS, ranAt);
  for (const school of SCHOOLS) {
    const matches = PAIRS.filter((match) => match.school === school);
    const outcome = aSchoolOutcome({ dayId: DAY_ID, school, ranAt, matchCount: matches.length });
    await ledger.recordSchoolRound(outcome, matches);
  }
}, 60_000);

/** The schools and days the run planned a task for. */
async function dueJobsAsOf(asOf: number): Promise<unknown> {
  const run = await callFunction("runDueJobsNow", { asOf }, operator);
  expect(run.status).toBe(200);
  return (run.result as { dueSchools: unknown }).dueSchools;
}

/** Who was sent each subject, sorted. */
async function mailBySubject(): Promise<Record<string, string[]>> {
  const sent: Record<string, string[]> = {};
  for (const doc of (await admin.collection("mail").get()).docs) {
    const subject = String(doc.get("message.subject"));
    sent[subject] = [...(sent[subject] ?? []), String(doc.get("to"))].sort();
  }
  return sent;
}

describe("the due jobs' windows, one schoolDueJobs task per school", () => {
  it("plan nothing before a window opens; at the cut-off call off the unconfirmed pair; remind the others once, a failed task retried", async () => {
    expect(await dueJobsAsOf(SLOT - CONFIRM_BY_BEFORE_MEAL_MS - HOUR_MS)).toEqual([]);
    expect(await dueJobsAsOf(SLOT + MINUTE_MS)).toEqual([]);

    const everySchool = SCHOOLS.map((school) => ({ dayId: DAY_ID, school }));
    expect(await dueJobsAsOf(SLOT - CONFIRM_BY_BEFORE_MEAL_MS + MINUTE_MS)).toEqual(everySchool);
    await eventually(mailBySubject, (sent) =>
      expect(sent).toEqual({ "Your meal is off": ["abe@alpha.edu", "amy@alpha.edu"] }),
    );

    // Beta's task fails once: the queue runs it again. The pair called off is not told again.
    await admin.doc(`${FAULTS_COLLECTION}/${schoolDueJobsFault(DAY_ID, "beta.edu")}`).set({ remaining: 1, struck: 0 });
    expect(await dueJobsAsOf(SLOT - REMINDER_BEFORE_MEAL_MS + MINUTE_MS)).toEqual(everySchool);
    await eventually(
      mailBySubject,
      (sent) =>
        expect(sent).toEqual({
          "Your meal is off": ["abe@alpha.edu", "amy@alpha.edu"],
          "Your Strangers meal is today": ["ann@alpha.edu", "art@alpha.edu", "bea@beta.edu", "bob@beta.edu"],
        }),
      TASKS_SETTLE_MS,
    );
    const fault = await admin.doc(`${FAULTS_COLLECTION}/${schoolDueJobsFault(DAY_ID, "beta.edu")}`).get();
    expect(fault.get("struck")).toBe(1);
  }, 240_000);
});
