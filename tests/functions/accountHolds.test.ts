import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import type { SafetyReport } from "../../domain/meetups/Report";
import { ACCOUNT_HOLD_MS } from "../../domain/privacy/privacyRules";
import { DAY_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminProfileStore } from "../../functions/src/adapters/AdminProfileStore";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import {
  AUTH_EMULATOR_HOST,
  createVerifiedAccountWithUid,
  PROJECT_ID,
  resetEmulators,
} from "../adapters/firebase/support/emulators";
import { aMatch, anOptIn, aReport } from "../support/meetupFixtures";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * Nobody escapes a suspension or a block by leaving (issue 31), on the emulators: Zoe, suspended or
 * blocked by Ben, deletes her account (with the Auth SDK's own deletion, or Delete account:
 * deleteMyAccount) and signs up again with the same address under a new uid. The new account
 * inherits the hold kept for the address (onProfileCreated): the suspension holds, and the round
 * never matches her with Ben.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
const TOOLKIT = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const ZOE_EMAIL = "zoe.q@state.edu";
const PASSWORD = "correct horse battery";

/** A Wednesday in 2030 with lunch at 12:00 UTC, far from the real date. */
const SLOT = Date.UTC(2030, 2, 6, 12);
const DAY_ID = "2030-03-06";

/** A verified account with a profile made as sign-up makes one; answers its ID token (signed in now). */
async function signUp(uid: string, email: string): Promise<string> {
  await createVerifiedAccountWithUid(uid, email, PASSWORD);
  await admin.doc(`users/${uid}`).set({
    email,
    first_name: uid,
    class_level: "Junior",
    preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"] },
    created_at: ts(Date.now()),
  });
  const response = await fetch(`${TOOLKIT}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** What the Auth SDK's `deleteUser(auth.currentUser)` sends: the signed-in account deletes itself. */
async function deleteUserWithTheClientSdk(idToken: string): Promise<void> {
  const response = await fetch(`${TOOLKIT}/accounts:delete?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ idToken }),
  });
  expect(response.status).toBe(200);
}

/** Zoe and Ben, who met at a past meal after which Ben filed `report` about her. */
async function benFiledAboutZoe(fields: Partial<SafetyReport> = {}): Promise<string> {
  const token = await signUp("zoe1", ZOE_EMAIL);
  await signUp("ben", "ben@state.edu");
  const match = aMatch(["ben", "zoe1"], { dayId: "2020-01-08", slot: Date.UTC(2020, 0, 8, 12) });
  await new AdminMatchLedger(admin).add([match]);
  const report = aReport("ben", "zoe1", { matchId: match.id, ...fields });
  await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
  return token;
}

/** The round of DAY_ID with these students in for its slot, run by an operator: its outcome. */
async function roundWith(uids: readonly string[]) {
  await admin.doc(`meal_times/t${SLOT}`).set({ starts_at: ts(SLOT) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
  for (const uid of uids) {
    const optIn = anOptIn(uid, { dayId: DAY_ID, school: "state.edu", slots: [SLOT], updatedAt: SLOT - 2 * DAY_MS });
    await admin.doc(`days/${DAY_ID}/schools/state.edu/opt_ins/${uid}`).set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
  }
  const operator = await idTokenWithClaims("olga", { operator: true });
  const run = await callFunction("runRoundNow", { dayId: DAY_ID }, operator);
  expect(run.status).toBe(200);
  return (run.result as { outcome: { matchCount: number; notMatched: Record<string, string> } }).outcome;
}

const holds = async () => (await admin.collection("account_holds").get()).docs;

beforeEach(resetEmulators);

describe("a hold on a deleted account's address (emulators)", () => {
  it("keeps a suspension through the Auth SDK's own deletion: the account made again is suspended, and left out of the round", async () => {
    const token = await benFiledAboutZoe({ kind: "report", reason: "harassment", details: "Rude" });
    const until = Date.now() + 7 * DAY_MS;
    await new AdminProfileStore(admin).suspend("zoe1", until, "harassment");

    await deleteUserWithTheClientSdk(token);
    // onAccountDeleted erases what deleteMyAccount would have, the hold included.
    await eventually(
      async () => (await admin.doc("users/zoe1").get()).exists,
      (exists) => expect(exists).toBe(false),
    );
    const [hold] = await holds();
    expect(hold?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(hold?.data())).not.toMatch(/zoe/i);
    expect(ADMIN_TIME_CODEC.toMillis(hold?.get("suspended_until"))).toBe(until);
    expect(ADMIN_TIME_CODEC.toMillis(hold?.get("kept_until")) ?? 0).toBeGreaterThan(
      Date.now() + ACCOUNT_HOLD_MS - MINUTE_MS,
    );

    await signUp("zoe2", ZOE_EMAIL);
    const profile = await eventually(
      async () => (await admin.doc("users/zoe2").get()).data() ?? {},
      (data) => expect(ADMIN_TIME_CODEC.toMillis(data.suspended_until)).toBe(until),
    );
    expect(profile.suspension_reason).toBe("harassment");
    // The reports follow, then the hold goes.
    await eventually(holds, (left) => expect(left).toEqual([]));
    // Ben's report is about the new account now.
    const about = await admin.collection("reports").where("reported_uid", "==", "zoe2").get();
    expect(about.docs.map((report) => report.get("reporter_uid"))).toEqual(["ben"]);

    const outcome = await roundWith(["ben", "zoe2"]);
    expect(outcome.notMatched.zoe2).toBe("suspended");
    expect(outcome.matchCount).toBe(0);
  });

  it("keeps a block through Delete account (deleteMyAccount): the one who blocked her is never matched with the new account", async () => {
    const token = await benFiledAboutZoe();
    const answer = await callFunction("deleteMyAccount", {}, token);
    expect(answer).toMatchObject({ status: 200, result: { deleted: true } });
    expect(await holds()).toHaveLength(1);
    const kept = (await admin.collection("reports").get()).docs;
    expect(kept.map((report) => report.get("reported_uid"))).toEqual([`held_${(await holds())[0]?.id}`]);

    await signUp("zoe2", ZOE_EMAIL);
    await eventually(holds, (left) => expect(left).toEqual([]));
    const profile = (await admin.doc("users/zoe2").get()).data() ?? {};
    expect(profile.suspended_until ?? null).toBeNull();
    const blocks = (await admin.collection("reports").get()).docs.map((report) => report.data());
    expect(blocks).toEqual([expect.objectContaining({ kind: "block", reporter_uid: "ben", reported_uid: "zoe2" })]);
    expect(blocks[0]?.retained_until).toBeUndefined();

    const outcome = await roundWith(["ben", "zoe2"]);
    expect(outcome.matchCount).toBe(0);
    expect(Object.keys(outcome.notMatched).sort()).toEqual(["ben", "zoe2"]);
  });

  it("keeps nothing for a student nobody blocked, reported or suspended", async () => {
    const token = await signUp("zoe1", ZOE_EMAIL);
    await callFunction("deleteMyAccount", {}, token);
    expect(await holds()).toEqual([]);
    await signUp("zoe2", ZOE_EMAIL);
    const outcome = await roundWith(["zoe2"]);
    expect(outcome.notMatched.zoe2).not.toBe("suspended");
  });
});
