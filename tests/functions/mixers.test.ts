import { beforeEach, describe, expect, it } from "vitest";
import { toPlacesDocument } from "../../adapters/firebase/documents/placesDocument";
import { FirebaseIdentity } from "../../adapters/firebase/FirebaseIdentity";
import { mixerIdOf } from "../../domain/mixers/Mixer";
import { eventIdOf } from "../../domain/mixers/MixerEvent";
import { MIXER_REMINDER_BEFORE_START_MS } from "../../domain/mixers/mixerRules";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMixerLedger } from "../../functions/src/adapters/AdminMixerLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import {
  deleteTestApps,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
  withoutFirebaseWarnings,
} from "../adapters/firebase/support/emulators";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The mixers on the Functions emulator: the RSVP callables keeping the capacity under 200 RSVPs at
 * once, the waitlist moving up with an email, the circles formed once at the start (and a latecomer
 * seated by the check-in's trigger), the windows by the server's time, who may RSVP.
 */

const admin = adminFirestore(PROJECT_ID);
const ledger = new AdminMixerLedger(admin);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);

/** A mixer `startsIn` from now (a whole minute), of `capacity` places per school, in the schedule (read in UTC). */
async function aMixer(startsIn: number, capacity: number) {
  const startsAt = Math.ceil((Date.now() + startsIn) / MINUTE_MS) * MINUTE_MS;
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("meal_times/mixer").set({
    starts_at: ts(startsAt),
    kind: "mixer",
    mixer: { title: "Thursday night mixer", duration_minutes: 120, capacity },
  });
  await admin
    .doc("places/default")
    .set(toPlacesDocument([{ id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" }]));
  const mixerId = mixerIdOf(startsAt, "UTC");
  return { startsAt, mixerId, eventId: eventIdOf(mixerId, "state.edu") };
}

/** Students of state.edu with a profile (18 or older confirmed, unless told), signed in: their ID tokens. */
async function students(uids: readonly string[], fields: Record<string, unknown> = {}): Promise<string[]> {
  const batch = admin.batch();
  for (const uid of uids) {
    batch.set(admin.doc(`users/${uid}`), {
      email: `${uid}@state.edu`,
      first_name: uid,
      preferences: { interests: ["Coffee"], preferred_meal_times: [] },
      adult_confirmed_at: ts(Date.now() - DAY_MS),
      ...fields,
    });
  }
  await batch.commit();
  const tokens: string[] = [];
  for (const uid of uids) tokens.push(await idTokenWithClaims(uid, {}));
  return tokens;
}

const rsvp = (mixerId: string, token: string) => callFunction("rsvpToMixer", { mixerId }, token);

/** Every RSVP of the event, by uid. */
async function rsvpsOf(eventId: string) {
  return new Map((await ledger.rsvpsOf(eventId)).map((one) => [one.uid, one]));
}

async function mailTo(address: string) {
  const snapshot = await admin.collection("mail").where("to", "==", address).get();
  return snapshot.docs.map((doc) => String(doc.get("message.subject")));
}

let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
});

describe("rsvpToMixer (the capacity)", () => {
  it("gives 50 places to 200 students who RSVP at once: exactly 50 going, 150 in line 1 to 150", async () => {
    const { mixerId, eventId } = await aMixer(DAY_MS, 50);
    const uids = Array.from({ length: 200 }, (_, index) => `s${String(index + 1).padStart(3, "0")}`);
    const tokens = await students(uids);
    const answers = await Promise.all(tokens.map((token) => rsvp(mixerId, token)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const rsvps = [...(await rsvpsOf(eventId)).values()];
    expect(rsvps).toHaveLength(200);
    expect(rsvps.filter((one) => one.status === "going")).toHaveLength(50);
    const line = rsvps.filter((one) => one.status === "waitlisted").map((one) => one.position ?? 0);
    expect(line.sort((a, b) => a - b)).toEqual(Array.from({ length: 150 }, (_, index) => index + 1));
    // Each student's answer is what was stored for them.
    for (const [index, answer] of answers.entries()) {
      const stored = rsvps.find((one) => one.uid === uids[index]);
      expect(answer.result).toMatchObject({ status: stored?.status, position: stored?.position });
    }
    expect((await admin.doc(`mixers/${eventId}`).get()).data()).toMatchObject({ going: 50, waitlisted: 150 });
  }, 240_000);

  it("refuses a suspended student, one who has not said they are 18 or older, and a caller who is not signed in", async () => {
    const { mixerId, eventId } = await aMixer(DAY_MS, 5);
    const [suspended] = await students(["sam"], { suspended_until: ts(Date.now() + DAY_MS) });
    const [older] = await students(["old"], { adult_confirmed_at: null });
    expect(await rsvp(mixerId, suspended as string)).toMatchObject({
      status: 400,
      error: { status: "FAILED_PRECONDITION", details: { reason: "suspended" } },
    });
    expect((await rsvp(mixerId, older as string)).error).toMatchObject({ details: { reason: "adult-unconfirmed" } });
    expect((await callFunction("rsvpToMixer", { mixerId })).error?.status).toBe("UNAUTHENTICATED");
    expect((await rsvp("not a mixer", suspended as string)).error?.status).toBe("INVALID_ARGUMENT");
    expect(await rsvpsOf(eventId)).toEqual(new Map());
  });

  it("takes RSVPs from a week before the start until the start, by the server's time", async () => {
    const [ana] = await students(["ana"]);
    const tooEarly = await aMixer(8 * DAY_MS, 5);
    expect((await rsvp(tooEarly.mixerId, ana as string)).error).toMatchObject({ details: { reason: "not-yet" } });
    const started = await aMixer(-MINUTE_MS, 5);
    expect((await rsvp(started.mixerId, ana as string)).error).toMatchObject({ details: { reason: "closed" } });
    const open = await aMixer(6 * DAY_MS, 5);
    expect((await rsvp(open.mixerId, ana as string)).result).toMatchObject({ status: "going" });
  });
});

describe("cancelMixerRsvp (the waitlist)", () => {
  it("gives the place to the first in line, who is told by email, and moves the line up", async () => {
    const { mixerId, eventId } = await aMixer(DAY_MS, 1);
    const [ana, ben, cy] = await students(["ana", "ben", "cy"]);
    for (const token of [ana, ben, cy]) expect((await rsvp(mixerId, token as string)).status).toBe(200);
    expect((await callFunction("cancelMixerRsvp", { mixerId }, ana)).status).toBe(200);
    const after = await rsvpsOf(eventId);
    expect(after.get("ana")?.status).toBe("cancelled");
    // (Its notification's record, `push:spot-opened`, may join it as the RSVP's trigger runs.)
    expect(after.get("ben")).toMatchObject({
      status: "going",
      position: null,
      notices: expect.arrayContaining(["promoted"]),
    });
    expect(after.get("cy")).toMatchObject({ status: "waitlisted", position: 1 });
    expect(await mailTo("ben@state.edu")).toEqual(
      expect.arrayContaining(["A spot opened: you're going to Thursday night mixer"]),
    );
    expect(await mailTo("cy@state.edu")).not.toContain("A spot opened: you're going to Thursday night mixer");
  });
});

describe("the mixer jobs (runDueJobsNow, what mixerJobs does every minute)", () => {
  const dueJobsAsOf = async (asOf: number) =>
    expect((await callFunction("runDueJobsNow", { asOf }, operator)).status).toBe(200);

  it("remind everyone going once, two hours before the start", async () => {
    const { mixerId, startsAt } = await aMixer(DAY_MS, 1);
    const [ana, ben] = await students(["ana", "ben"]);
    await rsvp(mixerId, ana as string);
    await rsvp(mixerId, ben as string);
    await dueJobsAsOf(startsAt - MIXER_REMINDER_BEFORE_START_MS);
    await dueJobsAsOf(startsAt - MIXER_REMINDER_BEFORE_START_MS + MINUTE_MS);
    const reminders = async (to: string) =>
      (await mailTo(to)).filter((subject) => subject === "Thursday night mixer is today");
    expect(await reminders("ana@state.edu")).toHaveLength(1);
    expect(await reminders("ben@state.edu")).toEqual([]);
  });

  it("form the icebreaker circles once, at the start, from everyone who checked in, whatever runs at once", async () => {
    const { mixerId, eventId, startsAt } = await aMixer(DAY_MS, 40);
    const uids = Array.from({ length: 11 }, (_, index) => `s${index + 1}`);
    const tokens = await students(uids);
    for (const token of tokens) await rsvp(mixerId, token);
    const batch = admin.batch();
    for (const uid of uids.slice(0, 10)) {
      batch.update(admin.doc(`mixers/${eventId}/rsvps/${uid}`), { checked_in_at: ts(Date.now()) });
    }
    await batch.commit();
    await Promise.all([dueJobsAsOf(startsAt), dueJobsAsOf(startsAt + MINUTE_MS)]);
    const formed = await rsvpsOf(eventId);
    const seated = uids.slice(0, 10).map((uid) => formed.get(uid)?.circle);
    expect(seated.every((circle) => typeof circle === "number")).toBe(true);
    expect(formed.get("s11")?.circle).toBeNull();
    const sizes = new Map<number, number>();
    for (const circle of seated) sizes.set(circle as number, (sizes.get(circle as number) ?? 0) + 1);
    expect([...sizes.values()].every((size) => size >= 4 && size <= 6)).toBe(true);
    const event = (await admin.doc(`mixers/${eventId}`).get()).data();
    expect(event).toMatchObject({ circles: 2 });
    // By whichever of the two runs came first; the other found them formed.
    expect([startsAt, startsAt + MINUTE_MS]).toContain(ADMIN_TIME_CODEC.toMillis(event?.circles_formed_at));
    await dueJobsAsOf(startsAt + 5 * MINUTE_MS);
    expect([...(await rsvpsOf(eventId)).values()].map((one) => one.circle)).toEqual(
      [...formed.values()].map((one) => one.circle),
    );
  });
});

describe("onMixerCheckIn (the check-in window and a latecomer)", () => {
  it("takes I'm here only at the door (the rules, by request.time), and seats a latecomer at once", async () => {
    const { mixerId, eventId } = await aMixer(10 * MINUTE_MS, 40);
    const uids = ["ana", "ben", "cy", "dee", "eve"];
    const tokens = await students(uids);
    for (const token of tokens) await rsvp(mixerId, token);
    // The mixer started 10 minutes ago (as the functions' run at the start left it): four stand in a circle.
    const startsAt = Date.now() - 10 * MINUTE_MS;
    await admin.doc(`mixers/${eventId}`).update({ starts_at: ts(startsAt), ends_at: ts(startsAt + 2 * HOUR_MS) });
    await admin.doc("meal_times/mixer").update({ starts_at: ts(startsAt) });
    const batch = admin.batch();
    for (const uid of uids.slice(0, 4)) {
      batch.update(admin.doc(`mixers/${eventId}/rsvps/${uid}`), { checked_in_at: ts(startsAt - MINUTE_MS), circle: 0 });
    }
    batch.update(admin.doc(`mixers/${eventId}`), { circles_formed_at: ts(startsAt), circles: 1 });
    await batch.commit();
    // Eve, late, says she's here from her phone: the rules take it, the trigger gives her the circle.
    const { auth, firestore } = startTestFirebase();
    await new FirebaseIdentity(auth).signIn("eve@state.edu", "operator password");
    const { doc, serverTimestamp, updateDoc } = await import("firebase/firestore/lite");
    await updateDoc(doc(firestore, `mixers/${eventId}/rsvps/eve`), { checked_in_at: serverTimestamp() });
    await eventually(
      async () => (await rsvpsOf(eventId)).get("eve")?.circle,
      (circle) => expect(circle).toBe(0),
    );
    // After the end, the door is shut.
    await admin.doc(`mixers/${eventId}`).update({ ends_at: ts(Date.now() - MINUTE_MS) });
    await withoutFirebaseWarnings(async () => {
      await expect(
        updateDoc(doc(firestore, `mixers/${eventId}/rsvps/eve`), { checked_in_at: serverTimestamp() }),
      ).rejects.toMatchObject({ code: "permission-denied" });
    });
    await deleteTestApps();
  });
});
