import { beforeEach, describe, expect, it } from "vitest";
import { fromMatchDocument, toAnswerFields } from "../../adapters/firebase/documents/matchDocument";
import { fromOptInDocument, toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import {
  fromAllSchoolsDocument,
  fromOutcomeCountsDocument,
} from "../../adapters/firebase/documents/outcomeCountsDocument";
import { fromReportProgressDocument, toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { fromRescueOfferDocument } from "../../adapters/firebase/documents/rescueDocuments";
import type { Match, MatchMember } from "../../domain/meetups/Match";
import { ALL_SCHOOLS, sumAllSchools } from "../../domain/operations/allSchoolsOutcomes";
import { COUNT_FIELDS, type WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import { recountOutcomes } from "../../domain/operations/recountOutcomes";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from "../../domain/shared/time";
import { profileFromDocument } from "../../functions/src/adapters/AdminProfileStore";
import { AdminReportLedger } from "../../functions/src/adapters/AdminReportLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { createVerifiedAccountWithUid, PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { anOptIn, aReport, dayIdOf } from "../support/meetupFixtures";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The outcomes the functions keep as the lifecycle happens (`outcome_counts`): after a real round,
 * the members' answers, a late cancellation, a report's review and a student coming back, they
 * equal a recount of the documents with the same rules (recountOutcomes).
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
const AUTH = `http://${import.meta.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

/** Noon (UTC) ten days ago: a meal whose answers are all in, by the real time the functions count at. */
const SLOT = Math.floor(Date.now() / DAY_MS) * DAY_MS - 10 * DAY_MS + 12 * HOUR_MS;
const DAY_ID = dayIdOf(SLOT);
const SCHOOL = "state.edu";

beforeEach(resetEmulators);

/** Every account of the Auth emulator: its address and when it was made. */
async function accounts(): Promise<{ email: string; createdAt: number }[]> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:query`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  const { userInfo = [] } = (await response.json()) as { userInfo?: { email?: string; createdAt: string }[] };
  return userInfo.map((user) => ({ email: user.email ?? "", createdAt: Number(user.createdAt) }));
}

/** The outcomes recounted from every document, as the local backend counts them. */
async function recount(): Promise<WeeklyOutcomes[]> {
  const [users, optIns, matches, reports, rescueOffers] = await Promise.all([
    admin.collection("users").get(),
    admin.collectionGroup("opt_ins").get(),
    admin.collection("matches").get(),
    admin.collection("reports").get(),
    admin.collection("rescue_offers").get(),
  ]);
  return recountOutcomes(
    {
      accounts: await accounts(),
      profiles: users.docs.map((doc) => readStoredProfile(profileFromDocument(doc.data()))),
      optIns: optIns.docs.map((doc) => fromOptInDocument(doc.data(), ADMIN_TIME_CODEC)),
      matches: matches.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC)),
      reports: reports.docs.map((doc) => fromReportProgressDocument(doc.id, doc.data(), ADMIN_TIME_CODEC)),
      rescueOffers: rescueOffers.docs.map((doc) => fromRescueOfferDocument(doc.id, doc.data(), ADMIN_TIME_CODEC)),
    },
    "UTC",
    Date.now(),
  );
}

const nonZero = (rows: readonly WeeklyOutcomes[]) =>
  rows
    .filter(
      (row) =>
        COUNT_FIELDS.some((field) => row.counts[field] !== 0) || Object.values(row.reviewHours).some((n) => n !== 0),
    )
    .map((row) => ({
      ...row,
      reviewHours: Object.fromEntries(Object.entries(row.reviewHours).filter(([, n]) => n !== 0)),
    }))
    .sort((a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week));

/** Every aggregate, read at once (one query: one moment): the schools' weeks and the all-schools weeks. */
async function aggregates() {
  const documents = (await admin.collection("outcome_counts").get()).docs.map((doc) => doc.data());
  const isAllSchools = (data: Record<string, unknown>) => data.school === ALL_SCHOOLS;
  return {
    schools: documents.filter((data) => !isAllSchools(data)).map(fromOutcomeCountsDocument),
    allSchools: documents.filter(isAllSchools).map(fromAllSchoolsDocument),
  };
}

const kept = async () => nonZero((await aggregates()).schools);

async function answer(match: Match, uid: string, answers: Partial<MatchMember>) {
  const member = { ...(match.members[uid] as MatchMember), ...answers };
  const fields = Object.fromEntries(
    Object.entries(toAnswerFields(member, ADMIN_TIME_CODEC)).map(([key, value]) => [`members.${uid}.${key}`, value]),
  );
  await admin.doc(`matches/${match.id}`).update(fields);
}

describe("the outcomes kept as the lifecycle happens", () => {
  it("agree with a recount of the documents after a round, its answers, a late cancellation, a review and a return", {
    timeout: 240_000,
  }, async () => {
    await admin.doc(`meal_times/t${SLOT}`).set({ starts_at: ts(SLOT) });
    await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
    await admin
      .doc("places/default")
      .set({ places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }] });
    const students = ["ana", "ben", "cy", "dee", "eve"];
    for (const uid of students) {
      await createVerifiedAccountWithUid(uid, `${uid}@${SCHOOL}`, "correct horse battery");
      await admin.doc(`users/${uid}`).set({
        email: `${uid}@${SCHOOL}`,
        first_name: uid === "eve" ? "" : uid,
        class_level: "Junior",
        preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"] },
        created_at: ts(SLOT - 3 * WEEK_MS),
      });
      await admin
        .doc(`days/${DAY_ID}/schools/${SCHOOL}/opt_ins/${uid}`)
        .set(
          toOptInDocument(
            anOptIn(uid, { dayId: DAY_ID, school: SCHOOL, slots: [SLOT], updatedAt: SLOT - 3 * DAY_MS }),
            ADMIN_TIME_CODEC,
          ),
        );
    }
    await createVerifiedAccountWithUid("fay", `fay@${SCHOOL}`, "correct horse battery");
    const operator = await idTokenWithClaims("olga", { operator: true }, { email: "olga@strangers.test" });
    const round = await callFunction("runRoundNow", { dayId: DAY_ID, asOf: SLOT - 2 * DAY_MS }, operator);
    expect(round.status).toBe(200);

    const matches = (await admin.collection("matches").get()).docs.map((doc) =>
      fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC),
    );
    expect(matches.flatMap((match) => match.memberIds).sort()).toEqual(["ana", "ben", "cy", "dee"]);
    const [first, second] = matches as [Match, Match];
    const met: Partial<MatchMember> = {
      confirmedAt: SLOT - DAY_MS,
      arrival: { kind: "here", at: SLOT - 5 * MINUTE_MS },
      feedback: { met: "yes", rating: "great", meetAgain: true, meetAgainWith: null, at: SLOT + 2 * HOUR_MS },
    };
    for (const uid of first.memberIds) await answer(first, uid, met);
    const [stays, leaves] = second.memberIds as [string, string];
    await answer(second, stays, { confirmedAt: SLOT - DAY_MS });
    await answer(second, leaves, { confirmedAt: SLOT - DAY_MS, cancelledAt: SLOT - HOUR_MS });
    await eventually(kept, (rows) => expect(rows.reduce((sum, row) => sum + row.counts.met, 0)).toBe(2), 120_000);

    const [returning] = first.memberIds as [string];
    await admin.doc(`days/${dayIdOf(SLOT + WEEK_MS)}/schools/${SCHOOL}/opt_ins/${returning}`).set(
      toOptInDocument(
        anOptIn(returning, {
          dayId: dayIdOf(SLOT + WEEK_MS),
          school: SCHOOL,
          slots: [SLOT + WEEK_MS],
          updatedAt: SLOT,
        }),
        ADMIN_TIME_CODEC,
      ),
    );
    const report = {
      ...aReport(stays, leaves, { kind: "report", reason: "other", school: SCHOOL, createdAt: SLOT + HOUR_MS }),
      matchId: second.id,
    };
    await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
    await eventually(
      () => admin.doc(`reports/${report.id}`).get(),
      (doc) => expect(doc.get("received_at")).toBeDefined(),
    );
    const reviewedAt = Date.now() + 20 * HOUR_MS;
    await new AdminReportLedger(admin).resolve(
      report.id,
      { status: "warned", at: reviewedAt },
      {
        reportId: report.id,
        at: reviewedAt,
        reviewer: { uid: "tess", email: "tess@strangers.test" },
        action: "warn",
        days: null,
        note: "A warning",
        subjectUid: report.reportedUid,
      },
    );

    const expected = nonZero(await recount());
    const totals = (rows: readonly WeeklyOutcomes[]) =>
      Object.fromEntries(COUNT_FIELDS.map((field) => [field, rows.reduce((sum, row) => sum + row.counts[field], 0)]));
    expect(totals(expected)).toMatchObject({
      signedUp: 6,
      verified: 5,
      profileComplete: 4,
      optedIn: 6,
      matched: 4,
      confirmed: 3,
      met: 2,
      meetAgain: 2,
      lateCancellations: 1,
      metMeals: 1,
      reports: 1,
      reviewed: 1,
      lastMatched: 4,
      cameBack: 1,
    });
    // Only this test's school-weeks: the emulators' reset before it fires the previous file's delete
    // triggers, whose counts can land a moment later in a school-week of their own.
    const ours = new Set(expected.map((row) => `${row.school}_${row.week}`));
    const keptOfOurs = async () => (await kept()).filter((row) => ours.has(`${row.school}_${row.week}`));
    await eventually(keptOfOurs, (rows) => expect(rows).toEqual(expected), 120_000);

    // Each week's all-schools document is added to in the same batch or transaction as its schools'
    // documents: at any moment it is their sum, each school's students last matched by name.
    const { schools, allSchools } = await aggregates();
    const byWeek = (a: { week: string }, b: { week: string }) => a.week.localeCompare(b.week);
    expect(allSchools.sort(byWeek)).toEqual(sumAllSchools(schools).sort(byWeek));
    for (const row of expected.filter((mine) => mine.school === SCHOOL && mine.counts.lastMatched > 0))
      expect(allSchools.find((all) => all.week === row.week)?.lastMatchedBySchool[SCHOOL]).toBe(row.counts.lastMatched);
  });
});
