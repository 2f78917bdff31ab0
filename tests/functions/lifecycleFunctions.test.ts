import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { matchIdOf } from "../../domain/meetups/Match";
import { type MealDay, optInClosesAt } from "../../domain/meetups/MealDay";
import { REMATCH_COOLDOWN_MS } from "../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from "../../domain/shared/time";
import { AdminMatchLedger, ROUND_CLAIM_EXPIRES_AFTER_MS } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminOptInLedger } from "../../functions/src/adapters/AdminOptInLedger";
import { adminFirestore, adminFirestoreOfProject } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { MAX_WRITES_PER_BATCH } from "../../functions/src/adapters/batches";
import { clearFirestore, PROJECT_ID, QUIET_PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, anOptIn } from "../support/meetupFixtures";
import { aSchoolOutcome, recordOneSchoolRound } from "../support/schoolRounds";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The Cloud Functions on the emulators: the operator's round and due jobs (as the schedule would
 * run them), the triggers' reactions, and the once-only discipline of each, doubly and concurrently fired.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A Wednesday in 2030 with lunch at 12:00 and 12:30 UTC: a meal day of its own, far from the real date. */
const SLOT = Date.UTC(2030, 2, 6, 12);
const DAY_ID = "2030-03-06";
const DAY: MealDay = { id: DAY_ID, kind: "lunch-for-two", slots: [SLOT, SLOT + 30 * MINUTE_MS], tableSizes: [] };

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
});
afterEach(() => vi.restoreAllMocks());

/** The schedule as operators keep it: dated times (UTC), and the day's places. */
async function seedSchedule(slots: readonly number[]) {
  await Promise.all(slots.map((slot) => admin.doc(`meal_times/t${slot}`).set({ starts_at: ts(slot) })));
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
}

/** Students who opted in for the day with its first slot: a complete profile each (their address at `school`). */
async function seedStudents(uids: readonly string[], school = "state.edu", dayId = DAY_ID, slot = SLOT) {
  for (const uid of uids) {
    await admin.doc(`users/${uid}`).set({
      email: `${uid}@${school}`,
      first_name: uid,
      class_level: "Junior",
      preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"] },
    });
    await admin
      .doc(`days/${dayId}/schools/${school}/opt_ins/${uid}`)
      .set(
        toOptInDocument(anOptIn(uid, { dayId, school, slots: [slot], updatedAt: slot - 2 * DAY_MS }), ADMIN_TIME_CODEC),
      );
  }
}

const allDocs = async (collection: string) => (await admin.collection(collection).get()).docs;

/** A profile with what matching needs. */
const completeProfile = (uid: string) =>
  admin.doc(`users/${uid}`).set({
    email: `${uid}@state.edu`,
    first_name: uid.charAt(0).toUpperCase() + uid.slice(1),
    class_level: "Junior",
    preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
  });

describe("runRoundNow (the operator's round)", () => {
  it("matches a day once: two runs fired together record one round, each student in one match, one email each", async () => {
    await seedSchedule(DAY.slots);
    await seedStudents(["ana", "ben", "cy", "dee", "eve", "fay"]);
    await seedStudents(["gus", "hal"], "other.edu");

    const runs = await Promise.all([
      callFunction("runRoundNow", { dayId: DAY_ID }, operator),
      callFunction("runRoundNow", { dayId: DAY_ID }, operator),
    ]);
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    expect(runs.map((run) => (run.result as { recorded: boolean }).recorded).sort()).toEqual([false, true]);

    const matches = (await allDocs("matches")).map((doc) => doc.data());
    expect(matches).toHaveLength(4);
    const members = matches.flatMap((match) => match.member_ids as string[]).sort();
    expect(members).toEqual(["ana", "ben", "cy", "dee", "eve", "fay", "gus", "hal"]);
    for (const match of matches) expect(new Set(match.member_ids.map((uid: string) => uid < "g"))).toHaveLength(1);
    const mail = (await allDocs("mail")).map((doc) => doc.get("to") as string).sort();
    expect(mail).toEqual(members.map((uid) => `${uid}@${uid < "g" ? "state.edu" : "other.edu"}`).sort());
    expect((await admin.doc(`rounds/${DAY_ID}`).get()).get("status")).toBe("recorded");
    // Each student's part of the outcome is theirs alone: nothing about anyone in the day every school reads.
    expect((await admin.doc(`days/${DAY_ID}`).get()).get("round")).toBeUndefined();
    const outcomes = (await allDocs(`days/${DAY_ID}/outcomes`)).map((doc) => [doc.id, doc.get("result")]);
    expect(outcomes).toEqual(members.map((uid) => [uid, "matched"]));

    // Run again later: nothing new.
    const again = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    expect(again.result).toMatchObject({ recorded: false, outcome: { dayId: DAY_ID, notMatched: {} }, problems: [] });
    expect(await allDocs("matches")).toHaveLength(4);
    expect(await allDocs("mail")).toHaveLength(8);
  });

  it("tells each student who opted in, where they alone read it: matched, or not this time and why", async () => {
    await seedSchedule(DAY.slots);
    await seedStudents(["ana", "ben", "cy", "dee"]);
    await seedStudents(["eve"], "state.edu", DAY_ID, SLOT + 30 * MINUTE_MS);
    await admin.doc("users/cy").update({ snoozed_until: ts(SLOT + DAY_MS) });
    await admin.doc("users/dee").update({ class_level: "" });
    const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    expect(run.result).toMatchObject({
      recorded: true,
      outcome: { notMatched: { cy: "snoozed", dee: "profile-incomplete", eve: "no-partner" } },
    });
    const outcomes = (await allDocs(`days/${DAY_ID}/outcomes`)).map((doc) => [doc.id, doc.get("result")]);
    expect(outcomes).toEqual([
      ["ana", "matched"],
      ["ben", "matched"],
      ["cy", "snoozed"],
      ["dee", "profile-incomplete"],
      ["eve", "no-partner"],
    ]);
    const mail = (await allDocs("mail")).map((doc) => [doc.get("to"), doc.get("message.subject")]).sort();
    expect(mail).toEqual([
      ["ana@state.edu", "You're matched for a meal on Strangers"],
      ["ben@state.edu", "You're matched for a meal on Strangers"],
      ["cy@state.edu", "No match this time"],
      ["dee@state.edu", "No match this time"],
      ["eve@state.edu", "No match this time"],
    ]);
  });

  it("matches the students of a school without a place nowhere, and says so to them and to the operator", async () => {
    await seedSchedule(DAY.slots);
    await admin.doc("places/default").delete();
    await admin
      .doc("places/state.edu")
      .set({ places: [{ id: "quad", name: "Quad", meeting_point: "Gate", address: "Campus" }] });
    await seedStudents(["ana", "ben"]);
    await seedStudents(["gus", "hal"], "other.edu");
    const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    expect(run.result).toMatchObject({
      recorded: true,
      outcome: { notMatched: { gus: "no-place", hal: "no-place" }, schoolsWithoutPlace: ["other.edu"] },
      problems: [expect.stringContaining("No place to meet at other.edu")],
    });
    expect((await allDocs("matches")).map((doc) => doc.get("member_ids"))).toEqual([["ana", "ben"]]);
    expect((await admin.doc(`days/${DAY_ID}/outcomes/gus`).get()).get("result")).toBe("no-place");
    const mail = (await allDocs("mail")).map((doc) => doc.data());
    expect(mail.filter((email) => email.to === "operators@strangers.test")).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ subject: `Round ${DAY_ID}: no place to meet` }) }),
    ]);
    expect(
      mail
        .filter((email) => email.message.subject === "No match this time")
        .map((email) => email.to)
        .sort(),
    ).toEqual(["gus@other.edu", "hal@other.edu"]);
  });

  it("answers nobody but an operator", async () => {
    const student = await idTokenWithClaims("ana", {});
    expect((await callFunction("runRoundNow", { dayId: DAY_ID }, student)).error?.status).toBe("PERMISSION_DENIED");
    expect((await callFunction("runRoundNow", { dayId: DAY_ID })).error?.status).toBe("UNAUTHENTICATED");
    expect((await callFunction("runDueJobsNow", {}, student)).error?.status).toBe("PERMISSION_DENIED");
    expect((await callFunction("runRoundNow", { dayId: "tomorrow" }, operator)).error?.status).toBe("INVALID_ARGUMENT");
    expect(await allDocs("matches")).toHaveLength(0);
  });

  it("keeps apart a pair one of whom blocked the other, after the cooldown too (run as of a later cut-off)", async () => {
    const later = SLOT + REMATCH_COOLDOWN_MS + WEEK_MS;
    const laterDay = new Date(later).toISOString().slice(0, 10);
    await seedSchedule([SLOT, later]);
    await new AdminMatchLedger(admin).add([
      aMatch(["ana", "ben"], { id: matchIdOf(DAY_ID, ["ana", "ben"]), dayId: DAY_ID, slot: SLOT }),
      aMatch(["cy", "dee"], { id: matchIdOf(DAY_ID, ["cy", "dee"]), dayId: DAY_ID, slot: SLOT, school: "other.edu" }),
    ]);
    const block = { id: "ana-ben-block", kind: "block", reporterUid: "ana", reportedUid: "ben" } as const;
    await admin.doc(`reports/${block.id}`).set(
      toReportDocument(
        {
          ...block,
          school: "state.edu",
          matchId: "an-earlier-match",
          reason: null,
          details: "",
          messageIds: [],
          createdAt: SLOT,
        },
        ADMIN_TIME_CODEC,
      ),
    );
    // ana and ben, who met and then one blocked the other; cy and dee, who met as long ago, elsewhere.
    await seedStudents(["ana", "ben"], "state.edu", laterDay, later);
    await seedStudents(["cy", "dee"], "other.edu", laterDay, later);

    const cutOff = optInClosesAt({ id: laterDay, kind: "lunch-for-two", slots: [later], tableSizes: [] });
    const run = await callFunction("runRoundNow", { dayId: laterDay, asOf: cutOff }, operator);
    expect(run.result).toMatchObject({
      recorded: true,
      outcome: { notMatched: { ana: "no-partner", ben: "no-partner" }, ranAt: cutOff },
    });
    expect((await admin.doc(`matches/${matchIdOf(laterDay, ["cy", "dee"])}`).get()).exists).toBe(true);
  });
});

describe("the round's record (AdminMatchLedger on the emulator)", () => {
  const outcome = aSchoolOutcome({ dayId: DAY_ID, ranAt: SLOT - DAY_MS });

  it("writes a large round (its matches and each student's outcome) in batches of at most 500", async () => {
    // Where no trigger follows: the outcomes' counting of 2,200 new matches' members would keep
    // the functions busy long after this test, and the next tests' triggers would queue behind it.
    await clearFirestore(QUIET_PROJECT_ID);
    const quiet = adminFirestoreOfProject(QUIET_PROJECT_ID);
    const commits: number[] = [];
    const realBatch = quiet.batch.bind(quiet);
    vi.spyOn(quiet, "batch").mockImplementation(() => {
      const batch = realBatch();
      let writes = 0;
      const set = batch.set.bind(batch);
      const commit = batch.commit.bind(batch);
      Object.assign(batch, {
        set: (...args: Parameters<typeof set>) => {
          writes++;
          return set(...args);
        },
        commit: () => {
          commits.push(writes);
          return commit();
        },
      });
      return batch;
    });
    const matches = Array.from({ length: 1_100 }, (_, i) => aMatch([`a${i}`, `b${i}`], { id: `m${i}`, dayId: DAY_ID }));
    const ledger = new AdminMatchLedger(quiet);
    expect(await recordOneSchoolRound(ledger, { ...outcome, matchCount: matches.length }, matches)).toBe(true);
    // 1,100 matches and 2,200 students' outcomes.
    expect(commits).toEqual([...Array(6).fill(MAX_WRITES_PER_BATCH), 300]);
    expect((await quiet.collection("matches").get()).size).toBe(1_100);
    expect((await quiet.collection(`days/${DAY_ID}/outcomes`).get()).size).toBe(2_200);
  });

  it("leaves a school claimed by a live run alone, and takes over a dead run's claim, removing what it left", async () => {
    const ledger = new AdminMatchLedger(admin);
    const pair = aMatch(["ana", "ben"], { dayId: DAY_ID });
    const leftover = aMatch(["ana", "cy"], { dayId: DAY_ID });
    const elsewhere = aMatch(["gus", "hal"], { dayId: DAY_ID, school: "far.edu" });
    const recorded = { ...outcome, matchCount: 1 };
    await ledger.startRound(DAY_ID, ["state.edu"], outcome.ranAt);
    const school = admin.doc(`rounds/${DAY_ID}/schools/state.edu`);
    await school.set({ day_id: DAY_ID, status: "claimed", claim_id: "live", claimed_at: ts(Date.now()) });
    expect(await ledger.recordSchoolRound(recorded, [pair])).toBe(false);
    expect(await allDocs("matches")).toHaveLength(0);

    // A run that claimed the school and died after writing part of it; another school's match stays.
    const died = Date.now() - ROUND_CLAIM_EXPIRES_AFTER_MS - MINUTE_MS;
    await school.set({ day_id: DAY_ID, status: "claimed", claim_id: "dead", claimed_at: ts(died) });
    await ledger.add([leftover, elsewhere]);
    await admin
      .doc(`days/${DAY_ID}/outcomes/cy`)
      .set({ day_id: DAY_ID, school: "state.edu", uid: "cy", result: "matched" });
    expect(await ledger.recordSchoolRound(recorded, [pair])).toBe(true);
    expect((await allDocs("matches")).map((doc) => doc.id).sort()).toEqual([elsewhere.id, pair.id].sort());
    expect((await allDocs(`days/${DAY_ID}/outcomes`)).map((doc) => doc.id)).toEqual(["ana", "ben"]);
    expect(await ledger.findSchoolOutcome(DAY_ID, "state.edu")).toEqual(recorded);
    expect(await ledger.findRoundOutcome(DAY_ID)).toMatchObject({ schools: ["state.edu"], matchCount: 1 });
  });

  it("keeps the day's record the same size however many students: counts, never a match id or a student", async () => {
    const ledger = new AdminMatchLedger(admin);
    const matches = Array.from({ length: 600 }, (_, i) => aMatch([`a${i}`, `b${i}`], { id: `m${i}`, dayId: DAY_ID }));
    const notMatched = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`c${i}`, "no-partner" as const]));
    await recordOneSchoolRound(ledger, { ...outcome, matchCount: matches.length, notMatched }, matches);
    const day = (await admin.doc(`rounds/${DAY_ID}`).get()).data() ?? {};
    expect(JSON.stringify(day)).not.toMatch(/"m\d+"|"[abc]\d+"/);
    expect(day).toMatchObject({ status: "recorded", match_count: 600, not_matched_count: 50, schools: ["state.edu"] });
  });
});

describe("runDueJobsNow (what the 5-minute schedule runs)", () => {
  it("publishes the coming meal days with their cut-offs, and matches a day whose opt-in has closed", async () => {
    await seedSchedule(DAY.slots);
    await seedStudents(["ana", "ben"]);
    const cutOff = optInClosesAt(DAY);
    const before = await callFunction("runDueJobsNow", { asOf: cutOff - HOUR_MS }, operator);
    expect(before.result).toEqual({ publishedDays: [DAY_ID], dueSchools: [] });
    const day = (await admin.doc(`days/${DAY_ID}`).get()).data();
    expect(ADMIN_TIME_CODEC.toMillis(day?.closes_at)).toBe(cutOff);
    expect(((day?.slots ?? []) as unknown[]).map((slot) => ADMIN_TIME_CODEC.toMillis(slot))).toEqual(DAY.slots);
    expect(await allDocs("matches")).toHaveLength(0);

    await Promise.all([
      callFunction("runDueJobsNow", { asOf: cutOff + MINUTE_MS }, operator),
      callFunction("runDueJobsNow", { asOf: cutOff + 2 * MINUTE_MS }, operator),
    ]);
    expect((await allDocs("matches")).map((doc) => doc.id)).toEqual([matchIdOf(DAY_ID, ["ana", "ben"])]);
    expect(await allDocs("mail")).toHaveLength(2);
  });
});

describe("runDueJobsNow: the approximate locations' clean-up", () => {
  it("deletes every position shared on a match whose window has ended, and only those", async () => {
    await seedSchedule(DAY.slots);
    const location = (endsIn: number) => ({
      latitude_steps: 42_357,
      longitude_steps: -71_062,
      shared_at: new Date(),
      expires_at: new Date(Date.now() + endsIn),
    });
    await admin.doc("matches/over/locations/ana").set(location(-MINUTE_MS));
    await admin.doc("matches/over/locations/ben").set(location(-HOUR_MS));
    await admin.doc("matches/on/locations/cy").set(location(10 * MINUTE_MS));
    await callFunction("runDueJobsNow", {}, operator);
    const left = await admin.collectionGroup("locations").get();
    expect(left.docs.map((document) => document.ref.path)).toEqual(["matches/on/locations/cy"]);
  });
});

describe("the triggers", () => {
  it("tell the partner once of a cancellation (onMatchChanged), whatever the number of changes", async () => {
    await admin.doc("users/ana").set({ email: "ana@state.edu", first_name: "Ana" });
    await admin.doc("users/ben").set({ email: "ben@state.edu", first_name: "Ben" });
    const match = aMatch(["ana", "ben"], { slot: Date.now() + 2 * DAY_MS });
    await new AdminMatchLedger(admin).add([match]);
    await admin.doc(`matches/${match.id}`).update({ "members.ben.cancelled_at": ts(Date.now()) });
    await admin.doc(`matches/${match.id}`).update({ "members.ana.confirmed_at": ts(Date.now()) });
    const mail = await eventually(
      async () => (await allDocs("mail")).map((doc) => doc.data()),
      (sent) =>
        expect(sent.map((email) => [email.to, email.message.subject])).toEqual([
          ["ana@state.edu", "Ben can't make it"],
        ]),
    );
    expect(mail).toHaveLength(1);
    // The lifecycle's own notices (the notifications' `push:` records are tests/functions/notifications.test.ts's).
    const notices: string[] = (await admin.doc(`matches/${match.id}`).get()).get("notices");
    expect(notices.filter((notice) => !notice.startsWith("push"))).toEqual(["cancelled:ben"]);
  });

  it("match the waitlist once the round is recorded, once, when two students join it at the same time", async () => {
    const slot = Date.now() + 3 * HOUR_MS;
    const today = new Date(slot).toISOString().slice(0, 10);
    await seedSchedule([slot - HOUR_MS, slot]);
    await completeProfile("ana");
    await completeProfile("ben");
    await recordOneSchoolRound(
      new AdminMatchLedger(admin),
      aSchoolOutcome({
        dayId: today,
        ranAt: Date.now() - DAY_MS,
        notMatched: { ana: "no-partner", ben: "no-partner" },
      }),
      [],
    );
    const ledger = new AdminOptInLedger(admin);
    await Promise.all(
      ["ana", "ben"].map((uid) =>
        ledger.save(anOptIn(uid, { dayId: today, slots: [slot - HOUR_MS], waitlistSlots: [slot] })),
      ),
    );
    // Two changes at once: one runs at once; the other, if it came too late for that run, waits
    // for the due jobs' pass (within the run's window).
    await eventually(
      async () => (await admin.doc(`locks/waitlist-${today}-state.edu`).get()).data(),
      (lease) => expect(lease).toMatchObject({ holder: null, runs: 1 }),
    );
    await callFunction("runDueJobsNow", {}, operator);
    const matches = await eventually(
      async () => (await allDocs("matches")).map((doc) => doc.data()),
      (found) => expect(found.map((match) => match.member_ids)).toEqual([["ana", "ben"]]),
    );
    expect(matches[0]).toMatchObject({ origin: "waitlist", day_id: today });
    await eventually(
      () => ledger.listForDay(today),
      (optIns) => expect(optIns.map((optIn) => optIn.waitlistSlots)).toEqual([[], []]),
    );
    expect(await allDocs("mail")).toHaveLength(2);
  });

  it("stamp a report with the time it arrived and announce it to trust and safety (onReportFiled)", async () => {
    const report = {
      id: "r1",
      kind: "report",
      reporterUid: "ana",
      reportedUid: "ben",
      school: "state.edu",
      matchId: "m1",
      reason: "harassment",
      details: "What happened.",
      messageIds: [],
      createdAt: Date.now(),
    } as const;
    await admin.doc("reports/r1").set(toReportDocument(report, ADMIN_TIME_CODEC));
    await eventually(
      async () => (await admin.doc("reports/r1").get()).get("received_at"),
      (receivedAt) => expect(receivedAt).toBeDefined(),
    );
    const mail = await eventually(
      async () => (await allDocs("mail")).map((doc) => doc.data()),
      (sent) => expect(sent).toHaveLength(1),
    );
    expect(mail[0]).toMatchObject({
      to: "trust-and-safety@strangers.test",
      message: { subject: "A new report to review" },
    });
    expect(JSON.stringify(mail[0])).not.toContain("What happened.");
  });

  it("leave a table's conversation open for the table when one member blocks another (onReportFiled stamps it only)", async () => {
    const table = ["ana", "ben", "cy", "dee"];
    await admin.doc("matches/m1").set({ kind: "group-dinner", member_ids: table, school: "state.edu" });
    const block = {
      id: "b1",
      kind: "block",
      reporterUid: "ben",
      reportedUid: "ana",
      school: "state.edu",
      matchId: "m1",
      reason: null,
      details: "",
      messageIds: [],
      createdAt: Date.now(),
    } as const;
    await admin.doc("reports/b1").set(toReportDocument(block, ADMIN_TIME_CODEC));
    await eventually(
      async () => (await admin.doc("reports/b1").get()).get("received_at"),
      (receivedAt) => expect(receivedAt).toBeDefined(),
    );
    // Ben left it in his own batch (the rules see to that); the table's other members write on.
    expect((await admin.doc("matches/m1").get()).get("chat_closed_at")).toBeUndefined();
    expect(await allDocs("mail")).toHaveLength(0);
  });
});
