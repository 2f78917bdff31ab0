import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminRescueLedger } from "../../functions/src/adapters/AdminRescueLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aMember, dayIdOf } from "../support/meetupFixtures";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The same-day rescue on the emulators: a late cancellation (onMatchChanged → OfferRescues) offers
 * the one left alone to a student on standby, once; two acceptances at the same moment (acceptRescue)
 * take it once and make one match.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A slot three hours or so from now, on a UTC day of its own schedule. */
function laterToday() {
  const slot = Math.ceil((Date.now() + 3 * HOUR_MS) / (30 * MINUTE_MS)) * 30 * MINUTE_MS;
  return { slot, dayId: dayIdOf(slot) };
}

/** Ana and Ben confirmed for later today at the hall; Cy on standby for the day. */
async function aPairAndAStandby() {
  const today = laterToday();
  await admin.doc(`meal_times/t${today.slot}`).set({ starts_at: ts(today.slot) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  for (const uid of ["ana", "ben", "cy"]) {
    await admin.doc(`users/${uid}`).set({
      email: `${uid}@state.edu`,
      first_name: uid,
      class_level: "Junior",
      preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
    });
  }
  const confirmedAt = Date.now() - DAY_MS / 2;
  const match = aMatch(["ana", "ben"], {
    id: `${today.dayId}_ana_ben`,
    dayId: today.dayId,
    slot: today.slot,
    revealAt: today.slot - DAY_MS,
    createdAt: today.slot - DAY_MS,
    members: {
      ana: aMember("ana", { confirmedAt }),
      ben: aMember("ben", { confirmedAt }),
    },
  });
  await new AdminMatchLedger(admin).add([match]);
  await new AdminRescueLedger(admin).saveStandby({
    dayId: today.dayId,
    uid: "cy",
    school: "state.edu",
    since: Date.now() - HOUR_MS,
  });
  return { ...today, match };
}

const offersOf = async (dayId: string) => new AdminRescueLedger(admin).listOffers(dayId);

beforeEach(resetEmulators);

describe("the same-day rescue (onMatchChanged, acceptRescue)", () => {
  it("offers a rescue once after a late cancellation, and takes it once under two acceptances at the same moment", async () => {
    const { dayId, match } = await aPairAndAStandby();
    await admin.doc(`matches/${match.id}`).update({ "members.ben.cancelled_at": ts(Date.now()) });
    const [offer] = await eventually(
      () => offersOf(dayId),
      (offers) => expect(offers).toHaveLength(1),
    );
    expect(offer).toMatchObject({ strandedUid: "ana", candidateUid: "cy", candidateKind: "standby", takenBy: null });
    // The due jobs run again: nothing more is offered.
    const operator = await idTokenWithClaims("olga", { operator: true });
    expect((await callFunction("runDueJobsNow", {}, operator)).status).toBe(200);
    expect(await offersOf(dayId)).toHaveLength(1);

    const ana = await idTokenWithClaims("ana", {});
    const cy = await idTokenWithClaims("cy", {});
    expect((await callFunction("rescueLook", { dayId }, ana)).result).toMatchObject({ offers: [{ id: offer?.id }] });
    expect((await callFunction("acceptRescue", { offerId: offer?.id }, ana)).status).toBe(400);
    const answers = await Promise.all([
      callFunction("acceptRescue", { offerId: offer?.id }, cy),
      callFunction("acceptRescue", { offerId: offer?.id }, cy),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status !== 200) as { error?: { details?: unknown } };
    expect(refused.error?.details).toEqual({ reason: "taken" });
    const rescues = await admin.collection("matches").where("origin", "==", "rescue").get();
    expect(rescues.docs.map((doc) => doc.get("member_ids"))).toEqual([["ana", "cy"]]);
    expect((await offersOf(dayId))[0]).toMatchObject({ takenBy: "cy", rescueMatchId: rescues.docs[0]?.id });
    expect((await admin.doc(`matches/${match.id}`).get()).get("notices")).toContain("rescued:ana");
    // Its notification (onRescueOfferWritten): shown when offered, withdrawn once taken.
    await eventually(
      () => offersOf(dayId),
      ([taken]) => expect(taken?.pushState).toBe("withdrawn"),
    );
  });

  it("offers an open seat at a group dinner's table there, and seats the one left alone once under two acceptances", async () => {
    const { dayId, slot, match } = await aPairAndAStandby();
    await new AdminRescueLedger(admin).removeStandby(dayId, "cy");
    await admin
      .doc(`meal_times/t${slot}-group-dinner`)
      .set({ starts_at: ts(slot), kind: "group-dinner", table_size: { min: 4, max: 6 } });
    const seated = ["gil", "hal", "ivy", "jo", "kai"];
    const confirmedAt = Date.now() - HOUR_MS;
    const table = aMatch(seated, {
      id: `${dayId}-group-dinner_gil`,
      dayId: `${dayId}-group-dinner`,
      kind: "group-dinner",
      slot,
      revealAt: Date.now() - HOUR_MS,
      createdAt: slot - DAY_MS,
      members: Object.fromEntries(seated.map((uid) => [uid, aMember(uid, { confirmedAt })])),
    });
    await new AdminMatchLedger(admin).add([table]);
    await admin.doc(`matches/${match.id}`).update({ "members.ben.cancelled_at": ts(Date.now()) });
    const [offer] = await eventually(
      () => offersOf(dayId),
      (offers) => expect(offers).toHaveLength(1),
    );
    expect(offer).toMatchObject({ strandedUid: "ana", candidateKind: "table", tableId: table.id, takenBy: null });

    const ana = await idTokenWithClaims("ana", {});
    const answers = await Promise.all([
      callFunction("acceptRescue", { offerId: offer?.id }, ana),
      callFunction("acceptRescue", { offerId: offer?.id }, ana),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const atTable = await admin.doc(`matches/${table.id}`).get();
    expect(atTable.get("member_ids")).toEqual(["ana", ...seated]);
    expect(atTable.get("notices")).toContain("rescue-seat:ana");
    expect(atTable.get("members.ana.confirmed_at")).not.toBeNull();
    expect((await offersOf(dayId))[0]).toMatchObject({ takenBy: "ana", rescueMatchId: table.id });
    expect((await admin.doc(`matches/${match.id}`).get()).get("notices")).toContain("rescued:ana");
    expect((await admin.collection("matches").where("origin", "==", "rescue").get()).empty).toBe(true);
  });

  it("refuses a day id that is not one, and an account without a verified school address", async () => {
    const cy = await idTokenWithClaims("cy", {});
    expect((await callFunction("rescueStandBy", { dayId: "../x" }, cy)).status).toBe(400);
    const unverified = await idTokenWithClaims("dan", {}, { emailVerified: false });
    expect((await callFunction("rescueLook", { dayId: "2026-11-25" }, unverified)).status).toBe(403);
  });
});
