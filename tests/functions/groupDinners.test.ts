import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { type MealDay, optInClosesAt } from "../../domain/meetups/MealDay";
import { DAY_MS, MINUTE_MS } from "../../domain/shared/time";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { anOptIn } from "../support/meetupFixtures";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * A group dinner on the emulators: the operator's round seats the day's tables (the same round, once),
 * the due jobs tell each table its names and place on its day, and a student waiting for a seat
 * gets one (onOptInWritten → FillTableSeats).
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** Friday 8 March 2030, dinner at 18:00 UTC, tables of 4 to 6: far from the real date. */
const SLOT = Date.UTC(2030, 2, 8, 18);
const DAY_ID = "2030-03-08-group-dinner";
const DAY: MealDay = { id: DAY_ID, kind: "group-dinner", slots: [SLOT], tableSizes: [{ min: 4, max: 6 }] };
const MIDNIGHT = Date.UTC(2030, 2, 8);

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
  await admin
    .doc(`meal_times/t${SLOT}`)
    .set({ starts_at: ts(SLOT), kind: "group-dinner", table_size: { min: 4, max: 6 } });
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("places/default").set({
    places: [{ id: "hall", name: "Main Hall", meeting_point: "By the doors", address: "Campus" }],
  });
});

async function seedStudents(uids: readonly string[], waitlist = false) {
  for (const uid of uids) {
    await admin.doc(`users/${uid}`).set({
      email: `${uid}@state.edu`,
      first_name: uid.charAt(0).toUpperCase() + uid.slice(1),
      class_level: "Junior",
      major: "History",
      preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
    });
    const optIn = anOptIn(uid, {
      dayId: DAY_ID,
      slots: waitlist ? [] : [SLOT],
      waitlistSlots: waitlist ? [SLOT] : [],
      updatedAt: SLOT - 2 * DAY_MS,
    });
    await admin
      .doc(`days/${DAY_ID}/schools/${optIn.school}/opt_ins/${uid}`)
      .set(toOptInDocument(optIn, ADMIN_TIME_CODEC));
  }
}

const tables = async () => (await admin.collection("matches").where("day_id", "==", DAY_ID).get()).docs;
const mailTo = async (to: string) => (await admin.collection("mail").where("to", "==", to).get()).docs;

describe("a group dinner's round and reveal on the Cloud Functions", () => {
  it("seats the tables once, told their size and majors; on the day, their names, place and colour", async () => {
    await seedStudents(["ana", "ben", "cy", "dee", "eve"]);
    const runs = await Promise.all([
      callFunction("runRoundNow", { dayId: DAY_ID, asOf: optInClosesAt(DAY) }, operator),
      callFunction("runRoundNow", { dayId: DAY_ID, asOf: optInClosesAt(DAY) }, operator),
    ]);
    expect(runs.map((run) => (run.result as { recorded: boolean }).recorded).sort()).toEqual([false, true]);
    const [seated] = await tables();
    expect(await tables()).toHaveLength(1);
    expect(seated?.get("kind")).toBe("group-dinner");
    expect(seated?.get("member_ids")).toEqual(["ana", "ben", "cy", "dee", "eve"]);
    expect(seated?.get("place")).toBeNull();
    expect(seated?.get("reveal_at").toMillis()).toBe(MIDNIGHT);
    expect(seated?.get("members.ana.first_name")).toBe("");
    expect(seated?.get("members.ana.major")).toBe("History");
    expect((await mailTo("ana@state.edu")).map((mail) => mail.get("message.subject"))).toEqual([
      "You have a table for a group dinner on Strangers",
    ]);

    // Before its day the due jobs leave it untold; from midnight on the day they tell it, once.
    const before = await callFunction("runDueJobsNow", { asOf: MIDNIGHT - MINUTE_MS }, operator);
    expect(before.result).toMatchObject({ dueSchools: [] });
    expect((await tables())[0]?.get("place")).toBeNull();
    await callFunction("runDueJobsNow", { asOf: MIDNIGHT + MINUTE_MS }, operator);
    await eventually(
      () => mailTo("ana@state.edu"),
      (mail) => expect(mail).toHaveLength(2),
    );
    await callFunction("runDueJobsNow", { asOf: MIDNIGHT + 2 * MINUTE_MS }, operator);
    const told = (await tables())[0];
    expect(told?.get("place.name")).toBe("Main Hall");
    expect(told?.get("signal.colour")).not.toBe("");
    expect(told?.get("members.ana.first_name")).toBe("Ana");
    expect((await mailTo("ana@state.edu")).map((mail) => mail.get("message.subject")).sort()).toEqual([
      "You have a table for a group dinner on Strangers",
      "Your table today: who and where",
    ]);
  });

  it("gives a student waiting for a seat the table's free one, confirmed, and emails them", async () => {
    await seedStudents(["ana", "ben", "cy", "dee", "eve"]);
    await callFunction("runRoundNow", { dayId: DAY_ID, asOf: optInClosesAt(DAY) }, operator);
    await seedStudents(["fay"], true);
    const table = await eventually(
      async () => (await tables())[0],
      (doc) => expect(doc?.get("member_ids")).toContain("fay"),
    );
    expect(table?.get("members.fay.confirmed_at")).not.toBeNull();
    expect(table?.get("members.fay.first_name")).toBe("");
    // The email follows the seat's own write.
    await eventually(
      async () => (await mailTo("fay@state.edu")).map((mail) => mail.get("message.subject")),
      (subjects) => expect(subjects).toEqual(["A seat opened up: you have a table"]),
    );
  });
});
