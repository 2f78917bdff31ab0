import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import type { RoundSummary } from "../../domain/operations/roundsOverview";
import { DAY_MS, HOUR_MS } from "../../domain/shared/time";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { anOptIn, dayIdOf } from "../support/meetupFixtures";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The console's Rounds on the emulators: `roundsOverview` and `undoRound`, operators only; a round
 * nobody confirmed undone (its matches and outcomes gone, its students told) and matched again; one
 * with a confirmation left as it is; run again on a day recorded while still open, the students who
 * opted in since are matched among themselves (MatchLateOptIns), as on the local backend, into their
 * school's record (`rounds/{dayId}/schools/{school}`); each Run now and Undo in the audit log.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
/** Noon (UTC) three days ahead: its opt-in is open now, by the real time the callables run at. */
const SLOT = Math.floor(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + 12 * HOUR_MS;
const DAY_ID = dayIdOf(SLOT);

let operator: string;

/** A student with a profile, opted in for the day at `slot`. */
async function optIn(uid: string, slot: number, school = "state.edu") {
  await admin.doc(`users/${uid}`).set({
    email: `${uid}@${school}`,
    first_name: uid,
    class_level: "Junior",
    preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
  });
  await admin
    .doc(`days/${DAY_ID}/schools/${school}/opt_ins/${uid}`)
    .set(
      toOptInDocument(anOptIn(uid, { dayId: DAY_ID, school, slots: [slot], updatedAt: Date.now() }), ADMIN_TIME_CODEC),
    );
}

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true }, { email: "olga@strangers.test" });
  await admin.doc(`meal_times/t${SLOT}`).set({ starts_at: ts(SLOT) });
  await admin.doc(`meal_times/t${SLOT + HOUR_MS}`).set({ starts_at: ts(SLOT + HOUR_MS) });
  await admin.doc(`meal_times/t${SLOT + 2 * HOUR_MS}`).set({ starts_at: ts(SLOT + 2 * HOUR_MS) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin
    .doc("places/default")
    .set({ places: [{ id: "hall", name: "Main Hall", meeting_point: "Doors", address: "Campus" }] });
  for (const uid of ["ana", "ben"]) await optIn(uid, SLOT);
});

const roundOf = async (token: string) => {
  const answer = await callFunction("roundsOverview", {}, token);
  expect(answer.status).toBe(200);
  return (answer.result as RoundSummary[]).find((round) => round.dayId === DAY_ID);
};
const matchesOfDay = async () => (await admin.collection("matches").where("day_id", "==", DAY_ID).get()).docs;

describe("the console's rounds (callables, operators only)", () => {
  it("shows the day open with its students in, then recorded with its outcome; Undo withdraws it, tells them, and it is matched again", async () => {
    expect((await roundOf(operator))?.state).toMatchObject({ status: "open", optedIn: 2 });
    expect((await callFunction("runRoundNow", { dayId: DAY_ID }, operator)).status).toBe(200);
    const recorded = await roundOf(operator);
    expect(recorded?.state.status).toBe("recorded");
    expect(recorded?.schools).toEqual([
      { school: "state.edu", pairs: 1, trios: 0, tables: 0, notMatched: [], withoutPlace: false, failed: false },
    ]);

    const undone = await callFunction("undoRound", { dayId: DAY_ID }, operator);
    expect(undone).toMatchObject({ status: 200, result: { withdrawn: 1 } });
    expect(await matchesOfDay()).toEqual([]);
    expect((await admin.doc(`rounds/${DAY_ID}`).get()).exists).toBe(false);
    expect((await admin.collection(`rounds/${DAY_ID}/schools`).get()).size).toBe(0);
    expect((await admin.collection(`days/${DAY_ID}/outcomes`).get()).size).toBe(0);
    const told = (await admin.collection("mail").get()).docs.filter(
      (doc) => doc.get("message.subject") === "Your match was withdrawn",
    );
    expect(told.map((doc) => doc.get("to")).sort()).toEqual(["ana@state.edu", "ben@state.edu"]);
    expect((await roundOf(operator))?.state.status).toBe("open");

    expect((await callFunction("runRoundNow", { dayId: DAY_ID }, operator)).status).toBe(200);
    expect(await matchesOfDay()).toHaveLength(1);
    const audit = (await admin.collection("operations_audit").orderBy("at").get()).docs;
    expect(audit.map((doc) => [doc.get("action.kind"), doc.get("action.dayId"), doc.get("by_uid")])).toEqual([
      ["round-run", DAY_ID, "olga"],
      ["round-undone", DAY_ID, "olga"],
      ["round-run", DAY_ID, "olga"],
    ]);
  });

  it("refuses to undo once anyone has confirmed, and changes nothing", async () => {
    await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    const [match] = await matchesOfDay();
    await match?.ref.update({ "members.ana.confirmed_at": ts(Date.now()) });
    const refused = await callFunction("undoRound", { dayId: DAY_ID }, operator);
    expect(refused.status).toBe(400);
    expect(refused.error?.status).toBe("FAILED_PRECONDITION");
    expect(await matchesOfDay()).toHaveLength(1);
    expect((await roundOf(operator))?.anyoneConfirmed).toBe(true);
  });

  it("run again on a day recorded while open, matches those who opted in since among themselves and tells the one left", async () => {
    expect(await callFunction("runRoundNow", { dayId: DAY_ID }, operator)).toMatchObject({
      status: 200,
      result: { recorded: true },
    });
    const [first] = await matchesOfDay();
    await optIn("cy", SLOT + HOUR_MS);
    await optIn("dee", SLOT + HOUR_MS);
    await optIn("eve", SLOT + 2 * HOUR_MS);

    const again = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    expect(again).toMatchObject({ status: 200, result: { recorded: false } });
    const matches = await matchesOfDay();
    expect(matches.map((doc) => [...(doc.get("member_ids") as string[])].sort()).sort()).toEqual([
      ["ana", "ben"],
      ["cy", "dee"],
    ]);
    const late = matches.find((doc) => doc.id !== first?.id);
    expect(late?.get("origin")).toBe("round");
    const round = (await admin.doc(`rounds/${DAY_ID}`).get()).data();
    expect(round).toMatchObject({ match_count: 2, not_matched_count: 1, schools_done: ["state.edu"] });
    const school = (await admin.doc(`rounds/${DAY_ID}/schools/state.edu`).get()).data();
    expect(school).toMatchObject({ match_count: 2, not_matched: { eve: "joined-after-matching" } });
    const parts = (await admin.collection(`days/${DAY_ID}/outcomes`).get()).docs;
    expect(Object.fromEntries(parts.map((doc) => [doc.id, doc.get("result")]))).toEqual({
      ana: "matched",
      ben: "matched",
      cy: "matched",
      dee: "matched",
      eve: "joined-after-matching",
    });
    const mail = (await admin.collection("mail").get()).docs.map((doc) => ({
      to: doc.get("to") as string,
      subject: doc.get("message.subject") as string,
    }));
    expect(
      mail.filter((email) => email.to === "dee@state.edu" && email.subject.startsWith("You're matched")),
    ).toHaveLength(1);
    expect(mail.filter((email) => email.to === "eve@state.edu")).toEqual([
      { to: "eve@state.edu", subject: "No match this time" },
    ]);

    // Handled once: a third run changes nothing and tells nobody twice.
    const sent = mail.length;
    expect((await callFunction("runRoundNow", { dayId: DAY_ID }, operator)).status).toBe(200);
    expect(await matchesOfDay()).toHaveLength(2);
    expect((await admin.collection("mail").get()).size).toBe(sent);
  });

  it("matches a school whose first students opted in the instant before the round ran (no trigger in between)", async () => {
    // As at the cut-off: the school's first opt-ins land, and the round lists the day's schools at
    // once, before any of their triggers ran. The school is listed as the parent of its opt-ins.
    await Promise.all([optIn("kim", SLOT, "late.edu"), optIn("lou", SLOT, "late.edu")]);
    const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    expect(run.result).toMatchObject({
      recorded: true,
      outcome: { schools: ["late.edu", "state.edu"], matchCount: 2, notMatchedCount: 0 },
    });
    const members = (await matchesOfDay()).map((doc) => [...(doc.get("member_ids") as string[])].sort()).sort();
    expect(members).toEqual([
      ["ana", "ben"],
      ["kim", "lou"],
    ]);
    // Nobody wrote the school's document: no write per opt-in, and none for the system to make in time.
    expect((await admin.doc(`days/${DAY_ID}/schools/late.edu`).get()).exists).toBe(false);
  });

  it("answers operators only: a student and a reviewer are refused, and nothing is undone", async () => {
    await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
    for (const token of [
      await idTokenWithClaims("ana", {}),
      await idTokenWithClaims("tess", { trust_and_safety: true }),
    ]) {
      expect((await callFunction("roundsOverview", {}, token)).error?.status).toBe("PERMISSION_DENIED");
      expect((await callFunction("undoRound", { dayId: DAY_ID }, token)).error?.status).toBe("PERMISSION_DENIED");
    }
    expect((await callFunction("undoRound", { dayId: DAY_ID })).error?.status).toBe("UNAUTHENTICATED");
    expect(await matchesOfDay()).toHaveLength(1);
  });
});
