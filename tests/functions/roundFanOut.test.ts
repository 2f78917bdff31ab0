import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { optInClosesAt } from "../../domain/meetups/MealDay";
import { DAY_MS, MINUTE_MS } from "../../domain/shared/time";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { FAULTS_COLLECTION, schoolRoundFault, schoolTellFault } from "../../functions/src/faults";
import { SCHOOL_ROUND_RETRIES } from "../../functions/src/rounds";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { anOptIn } from "../support/meetupFixtures";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The round's fan-out on the emulators (the Functions emulator runs the task queue): one
 * matchSchoolRound task per school, each school recorded once whatever fails, retried with back-off;
 * a school that keeps failing given up on and reported, without holding the others back.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A Wednesday in 2030 with lunch at 12:00 UTC: a meal day of its own. */
const SLOT = Date.UTC(2030, 2, 6, 12);
const DAY_ID = "2030-03-06";
const SCHOOLS = ["alpha.edu", "beta.edu", "gamma.edu"];
/** Four students a school: two pairs each. */
const uidsAt = (school: string) => [1, 2, 3, 4].map((i) => `${school.split(".")[0]}${i}`);

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
  await admin.doc(`meal_times/t${SLOT}`).set({ starts_at: ts(SLOT) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
  for (const school of SCHOOLS) {
    for (const uid of uidsAt(school)) {
      await admin.doc(`users/${uid}`).set({
        email: `${uid}@${school}`,
        first_name: uid,
        class_level: "Junior",
        preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"] },
      });
      const optIn = anOptIn(uid, { dayId: DAY_ID, school, slots: [SLOT], updatedAt: SLOT - 2 * DAY_MS });
      await admin.doc(`days/${DAY_ID}/schools/${school}/opt_ins/${uid}`).set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
    }
  }
}, 60_000);

const failNextRuns = (school: string, runs: number) =>
  admin.doc(`${FAULTS_COLLECTION}/${schoolRoundFault(DAY_ID, school)}`).set({ remaining: runs, struck: 0 });
const struck = async (school: string) =>
  (await admin.doc(`${FAULTS_COLLECTION}/${schoolRoundFault(DAY_ID, school)}`).get()).get("struck");
const schoolRecord = async (school: string) =>
  (await admin.doc(`rounds/${DAY_ID}/schools/${school}`).get()).data() ?? {};
/** A school's record once its task has noted its attempts (just after the school, and maybe the day, is recorded). */
const settledSchoolRecord = async (school: string) => {
  await expect.poll(async () => (await schoolRecord(school)).attempts, { timeout: 30_000 }).toBeDefined();
  return schoolRecord(school);
};
const matchMembers = async () =>
  (await admin.collection("matches").get()).docs.map((doc) => doc.get("member_ids") as string[]);
const mailTo = async () => (await admin.collection("mail").get()).docs.map((doc) => doc.get("to") as string);
const studentsOf = (schools: readonly string[]) => schools.flatMap(uidsAt).sort();

/**
 * A round here waits behind the seeding's own triggers (a profile and an opt-in each: dozens of
 * runs the emulator queues, a few at a time on a busy machine), then three tasks and their back-off.
 */
const ROUND_TEST_TIMEOUT_MS = 240_000;

describe("the round's fan-out (matchSchoolRound tasks)", () => {
  it(
    "retries a school whose task failed half-way, and records it once: each student in one match, told once",
    async () => {
      await failNextRuns("beta.edu", 1);
      const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
      expect(run.result).toMatchObject({
        recorded: true,
        outcome: { schools: SCHOOLS, matchCount: 6, notMatchedCount: 0, schoolsFailed: [] },
        problems: [],
      });
      expect(await struck("beta.edu")).toBe(1);
      expect(await settledSchoolRecord("beta.edu")).toMatchObject({ status: "recorded", attempts: 2, match_count: 2 });
      expect(await settledSchoolRecord("alpha.edu")).toMatchObject({ status: "recorded", attempts: 1 });
      const members = (await matchMembers()).flat().sort();
      expect(members).toEqual(studentsOf(SCHOOLS));
      expect((await mailTo()).sort()).toEqual(
        SCHOOLS.flatMap((school) => uidsAt(school).map((uid) => `${uid}@${school}`)).sort(),
      );
      const day = (await admin.doc(`rounds/${DAY_ID}`).get()).data();
      expect(day).toMatchObject({ status: "recorded", schools_done: expect.arrayContaining(SCHOOLS), match_count: 6 });
    },
    ROUND_TEST_TIMEOUT_MS,
  );

  it(
    "tells a school's students on the retry when its task failed once it was recorded: each told once",
    async () => {
      const fault = admin.doc(`${FAULTS_COLLECTION}/${schoolTellFault(DAY_ID, "beta.edu")}`);
      await fault.set({ remaining: 1, struck: 0 });
      const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
      expect(run.result).toMatchObject({ recorded: true, outcome: { schools: SCHOOLS, matchCount: 6 } });
      expect((await fault.get()).get("struck")).toBe(1);
      expect(await settledSchoolRecord("beta.edu")).toMatchObject({ status: "recorded", attempts: 2 });
      const everyone = SCHOOLS.flatMap((school) => uidsAt(school).map((uid) => `${uid}@${school}`)).sort();
      await expect.poll(async () => (await mailTo()).sort(), { timeout: 30_000 }).toEqual(everyone);
      expect((await schoolRecord("beta.edu")).told_at).toBeDefined();
    },
    ROUND_TEST_TIMEOUT_MS,
  );

  it(
    "gives up on a school that always fails: the operators are told, every other school is recorded",
    async () => {
      await failNextRuns("beta.edu", 99);
      const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
      expect(run.result).toMatchObject({
        recorded: true,
        outcome: { schools: ["alpha.edu", "gamma.edu"], matchCount: 4, schoolsFailed: ["beta.edu"] },
        problems: [expect.stringContaining("The round failed at beta.edu")],
      });
      expect(await struck("beta.edu")).toBe(SCHOOL_ROUND_RETRIES + 1);
      expect(await settledSchoolRecord("beta.edu")).toMatchObject({
        status: "failed",
        attempts: SCHOOL_ROUND_RETRIES + 1,
      });
      // What its runs wrote half-way is gone: nobody of beta.edu is matched, or reads an outcome.
      expect((await matchMembers()).flat().sort()).toEqual(studentsOf(["alpha.edu", "gamma.edu"]));
      expect((await admin.collection(`days/${DAY_ID}/outcomes`).where("school", "==", "beta.edu").get()).size).toBe(0);
      const mail = (await admin.collection("mail").get()).docs.map((doc) => doc.data());
      expect(mail.filter((email) => email.to === "operators@strangers.test")).toEqual([
        expect.objectContaining({
          message: expect.objectContaining({ subject: `Round ${DAY_ID}: beta.edu could not be matched` }),
        }),
      ]);
      expect(mail.filter((email) => String(email.to).endsWith("@beta.edu"))).toEqual([]);
    },
    ROUND_TEST_TIMEOUT_MS,
  );

  it(
    "makes one round of two triggers at once (the due jobs and an operator's Run now)",
    async () => {
      const asOf = optInClosesAt({ id: DAY_ID, kind: "lunch-for-two", slots: [SLOT], tableSizes: [] }) + MINUTE_MS;
      const [round] = await Promise.all([
        callFunction("runRoundNow", { dayId: DAY_ID, asOf }, operator),
        callFunction("runDueJobsNow", { asOf }, operator),
      ]);
      expect(round?.status).toBe(200);
      // Whichever started it, the day is recorded once: every school's task ran once.
      await expect
        .poll(async () => (await admin.doc(`rounds/${DAY_ID}`).get()).get("status"), { timeout: 120_000 })
        .toBe("recorded");
      for (const school of SCHOOLS)
        expect(await settledSchoolRecord(school)).toMatchObject({ attempts: 1, match_count: 2 });
      const members = (await matchMembers()).flat().sort();
      expect(members).toEqual(studentsOf(SCHOOLS));
      expect(await mailTo()).toHaveLength(members.length);
    },
    ROUND_TEST_TIMEOUT_MS,
  );
});
