import { beforeEach, describe, expect, it } from "vitest";
import type { Match } from "../../domain/meetups/Match";
import { LATE_CANCELLATIONS_BEFORE_NO_WAITLIST } from "../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminOptInLedger } from "../../functions/src/adapters/AdminOptInLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aMember, anOptIn, dayIdOf } from "../support/meetupFixtures";
import { aSchoolOutcome, recordOneSchoolRound } from "../support/schoolRounds";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The waitlist on the emulators (onOptInWritten → MatchWaitlist; the due jobs for what a change left
 * pending): at most one run per change window however many changes come, and no waitlist match for
 * whom the round would leave out.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A slot three hours or so from now, and the slot an hour before it, on the same (UTC) day. */
function laterToday() {
  let slot = Math.ceil((Date.now() + 3 * HOUR_MS) / (30 * MINUTE_MS)) * 30 * MINUTE_MS;
  if (dayIdOf(slot - HOUR_MS) !== dayIdOf(slot)) slot += HOUR_MS;
  return { slot, earlier: slot - HOUR_MS, dayId: dayIdOf(slot) };
}

/** Today's schedule and places, its round recorded (nobody matched), and these students' profiles. */
async function aMatchedDay(uids: readonly string[]) {
  const today = laterToday();
  for (const time of [today.earlier, today.slot]) await admin.doc(`meal_times/t${time}`).set({ starts_at: ts(time) });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
  for (const uid of uids) {
    await admin.doc(`users/${uid}`).set({
      email: `${uid}@state.edu`,
      first_name: uid,
      class_level: "Junior",
      preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
    });
  }
  await recordOneSchoolRound(
    new AdminMatchLedger(admin),
    aSchoolOutcome({ dayId: today.dayId, ranAt: Date.now() - DAY_MS }),
    [],
  );
  return today;
}

const lease = async (dayId: string) => (await admin.doc(`locks/waitlist-${dayId}-state.edu`).get()).data();

/** Waits for the triggers of the changes just made (the emulator delivers them one after the other). */
async function triggersDone(dayId: string, expected: Record<string, unknown>) {
  await sleep(2_000);
  await eventually(
    () => lease(dayId),
    (current) => expect(current).toMatchObject({ holder: null, ...expected }),
  );
}

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
});

/** What the 5-minute schedule does (the emulator never fires it): among the rest, run the pending waitlists. */
const dueJobs = async () => expect((await callFunction("runDueJobsNow", {}, operator)).status).toBe(200);

describe("onOptInWritten (the waitlist)", () => {
  it("matches the day's waitlist at most once per window, however many changes come", async () => {
    const today = await aMatchedDay(["ana"]);
    const optIns = new AdminOptInLedger(admin);
    // Ana, alone on the waitlist, changes her mind three times in a row. (The emulator runs each
    // change's trigger after the last has finished: on a slow machine, more changes could outlast the
    // one-minute window and rightly run twice.)
    for (const slots of [[today.slot], [today.earlier], [today.earlier, today.slot]]) {
      await optIns.save(anOptIn("ana", { dayId: today.dayId, slots: [], waitlistSlots: slots }));
    }
    // The first change ran at once; the two others, inside its window, are pending together.
    await triggersDone(today.dayId, { runs: 1, pending: true });
    // The schedule's pass runs them once; then nothing is left to run.
    await dueJobs();
    expect(await lease(today.dayId)).toMatchObject({ runs: 2, pending: false, holder: null });
    await dueJobs();
    expect((await lease(today.dayId))?.runs).toBe(2);
  });

  it("gives no match to a student paused by the no-show policy, nor to one who cancelled late too often that day", async () => {
    const today = await aMatchedDay(["ana", "ben", "cy", "dee"]);
    const ledger = new AdminMatchLedger(admin);
    // Ana missed two meals in the last weeks (her partner said she did not come).
    const missed = (daysAgo: number): Match =>
      aMatch(["ana", "zed"], {
        id: `missed-${daysAgo}`,
        dayId: dayIdOf(Date.now() - daysAgo * DAY_MS),
        slot: Date.now() - daysAgo * DAY_MS,
        members: {
          ana: aMember("ana", { confirmedAt: 1 }),
          zed: aMember("zed", {
            confirmedAt: 1,
            feedback: { met: "they-did-not-come", rating: null, meetAgain: null, meetAgainWith: null, at: 2 },
          }),
        },
      });
    // Dee cancelled late, today, as often as the waitlist allows.
    const cancelledLate = (index: number): Match =>
      aMatch(["dee", `x${index}`], {
        id: `late-${index}`,
        dayId: today.dayId,
        slot: today.earlier,
        origin: "waitlist",
        members: {
          dee: aMember("dee", { confirmedAt: Date.now() - 2 * HOUR_MS, cancelledAt: Date.now() - HOUR_MS }),
          [`x${index}`]: aMember(`x${index}`, { confirmedAt: Date.now() - 2 * HOUR_MS }),
        },
      });
    await ledger.add([
      missed(14),
      missed(7),
      ...Array.from({ length: LATE_CANCELLATIONS_BEFORE_NO_WAITLIST }, (_, index) => cancelledLate(index)),
    ]);
    const optIns = new AdminOptInLedger(admin);
    for (const uid of ["ana", "dee", "ben", "cy"]) {
      await optIns.save(anOptIn(uid, { dayId: today.dayId, slots: [], waitlistSlots: [today.slot] }));
    }
    const waitlistMatches = async () =>
      (await admin.collection("matches").where("day_id", "==", today.dayId).get()).docs
        .filter((doc) => !doc.id.startsWith("late-"))
        .map((doc) => doc.get("member_ids"));
    await triggersDone(today.dayId, {});
    await dueJobs();
    expect(await waitlistMatches()).toEqual([["ben", "cy"]]);
  });
});
