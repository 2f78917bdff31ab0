import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { matchPath, messagePath, pushSubscriptionPath } from "../../adapters/firebase/documents/firestoreLayout";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { toPlacesDocument } from "../../adapters/firebase/documents/placesDocument";
import { pushSubscriptionDocument } from "../../adapters/firebase/documents/pushSubscriptionDocument";
import { toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import type { Match } from "../../domain/meetups/Match";
import { type MealDay, optInClosesAt } from "../../domain/meetups/MealDay";
import { mixerIdOf } from "../../domain/mixers/Mixer";
import { circleSignal, eventIdOf } from "../../domain/mixers/MixerEvent";
import type { NotificationKind } from "../../domain/notifications/notificationKinds";
import type { DeviceSubscription } from "../../domain/notifications/ports/PushDevice";
import { type PushMessage, pushMessageFrom } from "../../domain/notifications/pushMessage";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminMixerLedger } from "../../functions/src/adapters/AdminMixerLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { demoVapidKeys } from "../support/demoVapidKeys";
import { aMatch, anOptIn, aReport } from "../support/meetupFixtures";
import { PushServiceStandIn } from "../support/pushServiceStandIn";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * Notifications on the emulators, end to end on the server: the functions (notifyOnMatchWritten,
 * notifyOnMessage, the due jobs) decide with domain/notifications what each member is told, and
 * send it with web-push (the emulators' demo VAPID pair) to each of their devices, here
 * subscriptions of the tests' push service (tests/support/pushServiceStandIn.ts), which checks the
 * signature and decrypts each push with the device's keys.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
let pushService: PushServiceStandIn;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start({ vapidPublicKey: demoVapidKeys().publicKey });
});
afterAll(() => pushService.stop());

beforeEach(async () => {
  await resetEmulators();
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
});

/** A student's profile, with the kinds they turned off and their quiet hours (minutes of the day, UTC). */
async function student(
  uid: string,
  off: NotificationKind[] = [],
  quietHours: { from: number; to: number } | null = null,
) {
  await admin.doc(`users/${uid}`).set({
    email: `${uid}@state.edu`,
    first_name: uid.charAt(0).toUpperCase() + uid.slice(1),
    class_level: "Junior",
    adult_confirmed_at: ts(Date.now() - DAY_MS),
    notifications: { off, quiet_hours: quietHours },
  });
}

/** A mixer of the schedule starting at `startsAt` (a whole minute), 2 hours long, `capacity` places per school. */
async function aMixer(startsAt: number, capacity: number) {
  await admin.doc("meal_times/mixer").set({
    starts_at: ts(startsAt),
    kind: "mixer",
    mixer: { title: "Thursday night mixer", duration_minutes: 120, capacity },
  });
  await admin
    .doc("places/default")
    .set(toPlacesDocument([{ id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" }]));
  const mixerId = mixerIdOf(startsAt, "UTC");
  return { mixerId, eventId: eventIdOf(mixerId, "state.edu") };
}
const wholeMinute = (instant: number) => Math.ceil(instant / MINUTE_MS) * MINUTE_MS;

/** A device of the student's, subscribed with the stand-in push service. */
async function device(uid: string): Promise<DeviceSubscription> {
  const subscription = { deviceId: randomUUID(), ...pushService.subscribe() };
  await admin.doc(pushSubscriptionPath(uid, subscription.deviceId)).set(pushSubscriptionDocument(subscription));
  return subscription;
}

const pushesTo = (subscription: DeviceSubscription): PushMessage[] =>
  pushService.textsFor(subscription.endpoint).flatMap((text) => pushMessageFrom(text) ?? []);
const titlesOn = (subscription: DeviceSubscription): string[] =>
  pushesTo(subscription).flatMap((message) => (message.type === "show" ? [message.notice.title] : []));

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Long enough for a function run already started to have sent what it would (nothing must come). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe("the functions' notifications (Web Push to every device)", () => {
  it("tells each member of a new match on each of their devices, in the kinds they keep on, and no one else", async () => {
    const now = Date.now();
    await Promise.all([student("ana"), student("ben", ["matched"]), student("cy")]);
    const [anasPhone, anasLaptop, bensPhone, cysPhone] = await Promise.all([
      device("ana"),
      device("ana"),
      device("ben"),
      device("cy"),
    ]);
    const match: Match = aMatch(["ana", "ben"], { slot: now + 2 * DAY_MS, revealAt: now, createdAt: now });
    await new AdminMatchLedger(admin).add([match]);
    await until("Ana's two devices are told", () => titlesOn(anasPhone).length + titlesOn(anasLaptop).length === 2);
    expect(titlesOn(anasPhone)).toEqual(["You're matched"]);
    expect(titlesOn(anasLaptop)).toEqual(["You're matched"]);
    const [shown] = pushesTo(anasPhone);
    expect(shown).toMatchObject({
      type: "show",
      notice: { kind: "matched", tag: `match:${match.id}`, link: "/dashboard" },
    });
    expect(shown?.type === "show" && shown.notice.body).toContain("Lunch with Ben");

    // Ben's answer is news to Ana ("partner"), and Ben's own "matched" stays off for him.
    await admin.doc(matchPath(match.id)).update({ "members.ben.confirmed_at": ts(Date.now()) });
    await until("Ana hears Ben confirmed", () => titlesOn(anasPhone).length === 2);
    expect(titlesOn(anasPhone)).toEqual(["You're matched", "Ben confirmed"]);
    await settle();
    expect(pushesTo(bensPhone)).toEqual([]);
    expect(pushesTo(cysPhone)).toEqual([]);
  });

  it("holds what falls in a member's quiet hours until they end (the due jobs send it then), once", async () => {
    const slot = Date.UTC(2030, 2, 6, 12);
    const createdAt = slot - DAY_MS;
    await admin.doc(`meal_times/t${slot}`).set({ starts_at: ts(slot) });
    // Ben's quiet hours, 11:00 to 14:00 UTC, cover the reveal the day before (12:00).
    await Promise.all([student("ana"), student("ben", [], { from: 11 * 60, to: 14 * 60 })]);
    const [anasPhone, bensPhone] = await Promise.all([device("ana"), device("ben")]);
    await new AdminMatchLedger(admin).add([
      aMatch(["ana", "ben"], { id: "2030-03-06_ana_ben", dayId: "2030-03-06", slot, revealAt: createdAt, createdAt }),
    ]);
    const operator = await idTokenWithClaims("olga", { operator: true });
    const dueJobsAt = async (asOf: number) =>
      expect((await callFunction("runDueJobsNow", { asOf }, operator)).status).toBe(200);
    // The match's trigger records when its next notification may be due: the due jobs read only that.
    await until(
      "the match's due index is written",
      async () => (await admin.doc("matches/2030-03-06_ana_ben").get()).get("next_push_at") !== undefined,
    );

    await dueJobsAt(createdAt + MINUTE_MS);
    expect(titlesOn(anasPhone)).toEqual(["You're matched"]);
    expect(titlesOn(bensPhone)).toEqual([]);
    await dueJobsAt(createdAt + 2 * HOUR_MS + MINUTE_MS);
    expect(titlesOn(bensPhone)).toEqual(["You're matched"]);
    await dueJobsAt(createdAt + 2 * HOUR_MS + 2 * MINUTE_MS);
    expect(titlesOn(anasPhone)).toEqual(["You're matched"]);
    expect(titlesOn(bensPhone)).toEqual(["You're matched"]);
  });

  it("removes a device its push service says is gone, and tells the others of a message, never its text", async () => {
    const now = Date.now();
    await Promise.all([student("ana"), student("ben")]);
    const [gonePhone, anasLaptop] = await Promise.all([device("ana"), device("ana")]);
    pushService.markGone(gonePhone.endpoint);
    const match = aMatch(["ana", "ben"], { slot: now + 2 * DAY_MS, revealAt: now, createdAt: now - DAY_MS });
    await new AdminMatchLedger(admin).add([match]);
    await until("Ana's laptop is told of the match", () => titlesOn(anasLaptop).length === 1);
    await admin
      .doc(messagePath(match.id, "b-1"))
      .set({ sender_uid: "ben", text: "My number is 555-0100", sent_at: ts(Date.now()) });
    await until("Ana's laptop is told of Ben's message", () => titlesOn(anasLaptop).length === 2);
    expect(titlesOn(anasLaptop)[1]).toBe("New message from Ben");
    expect(pushService.textsFor(anasLaptop.endpoint).join(" ")).not.toContain("555-0100");
    expect((await admin.doc(pushSubscriptionPath("ana", gonePhone.deviceId)).get()).exists).toBe(false);
    expect((await admin.doc(pushSubscriptionPath("ana", anasLaptop.deviceId)).get()).exists).toBe(true);
    expect(pushService.refused.filter((refusal) => refusal.status !== 410)).toEqual([]);
  });

  it("tells a mixer's students: the reminder an hour before (due jobs), a spot that opened (seats), and withdraws a cancelled one's", async () => {
    const { mixerId, eventId } = await aMixer(wholeMinute(Date.now() + 50 * MINUTE_MS), 1);
    await Promise.all([student("ana"), student("ben"), student("cy", ["mixers"])]);
    const [anasPhone, bensPhone, cysPhone] = await Promise.all([device("ana"), device("ben"), device("cy")]);
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => idTokenWithClaims(uid, {})));
    for (const token of [ana, ben, cy]) {
      expect((await callFunction("rsvpToMixer", { mixerId }, token)).status).toBe(200);
    }
    const operator = await idTokenWithClaims("olga", { operator: true });
    expect((await callFunction("runDueJobsNow", {}, operator)).status).toBe(200);
    expect(titlesOn(anasPhone)).toEqual(["Your mixer is in an hour"]);
    expect(pushesTo(anasPhone)[0]).toMatchObject({
      type: "show",
      notice: { kind: "mixers", tag: `mixer:${eventId}`, link: `/dashboard#mixer-${mixerId}` },
    });
    expect(titlesOn(bensPhone)).toEqual([]); // in line

    // Ana cancels: hers is taken away; Ben, first in line, is going (the RSVP's trigger tells him).
    expect((await callFunction("cancelMixerRsvp", { mixerId }, ana)).status).toBe(200);
    await until("Ben hears a spot opened", () => titlesOn(bensPhone).length === 1);
    expect(pushesTo(bensPhone)[0]).toMatchObject({
      type: "show",
      notice: { kind: "seats", title: "A spot opened: you're going", tag: `mixer:${eventId}` },
    });
    await until("Ana's is withdrawn", () => pushesTo(anasPhone).length === 2);
    expect(pushesTo(anasPhone)[1]).toEqual({ type: "withdraw", tag: `mixer:${eventId}` });
    expect((await callFunction("runDueJobsNow", {}, operator)).status).toBe(200);
    await settle();
    expect(titlesOn(bensPhone)).toEqual(["A spot opened: you're going"]);
    expect(pushesTo(cysPhone)).toEqual([]); // in line, and mixers off
  });

  it("tells each student checked in at a mixer their circle when the circles form, once", async () => {
    const startsAt = Date.now() - 5 * MINUTE_MS;
    const { mixerId, eventId } = await aMixer(startsAt, 10);
    await Promise.all([student("ana"), student("ben")]);
    const [anasPhone, bensPhone] = await Promise.all([device("ana"), device("ben")]);
    // Their RSVPs from before the start, and Ana's "I'm here" at the door (the student's own write).
    const rsvp = (uid: string) => ({
      eventId,
      mixerId,
      school: "state.edu",
      uid,
      status: "going" as const,
      position: null,
      rsvpAt: startsAt - DAY_MS,
      promotedAt: null,
      cancelledAt: null,
      checkedInAt: null,
      circle: null,
      notices: ["push:reminder"],
    });
    await new AdminMixerLedger(admin).change(eventId, "all", () => ({
      change: {
        event: {
          id: eventId,
          mixer: { id: mixerId, title: "Thursday night mixer", startsAt, endsAt: startsAt + 2 * HOUR_MS, capacity: 10 },
          school: "state.edu",
          place: null,
          going: 2,
          waitlisted: 0,
          circlesFormedAt: null,
          circles: 0,
          notices: ["reminder"],
        },
        rsvps: [rsvp("ana"), rsvp("ben")],
      },
      answer: null,
    }));
    await admin.doc(`mixers/${eventId}/rsvps/ana`).update({ checked_in_at: ts(startsAt - MINUTE_MS) });
    const operator = await idTokenWithClaims("olga", { operator: true });
    await Promise.all([callFunction("runDueJobsNow", {}, operator), callFunction("runDueJobsNow", {}, operator)]);
    const colour = circleSignal(eventId, 0).colourName;
    await until("Ana hears her circle", () => titlesOn(anasPhone).length === 1);
    expect(pushesTo(anasPhone)[0]).toMatchObject({
      type: "show",
      notice: { kind: "mixers", title: `Your circle: ${colour}`, tag: `mixer:${eventId}` },
    });
    await settle();
    expect(titlesOn(anasPhone)).toEqual([`Your circle: ${colour}`]);
    expect(pushesTo(bensPhone)).toEqual([]); // not checked in: no circle
  });

  it("tells a reporter their report was reviewed, once, never what was done; the student reported hears nothing", async () => {
    await Promise.all([student("ben"), student("zoe")]);
    const [bensPhone, zoesPhone] = await Promise.all([device("ben"), device("zoe")]);
    await idTokenWithClaims("zoe", {});
    const match = aMatch(["ben", "zoe"], { slot: Date.now() - DAY_MS, createdAt: Date.now() - 2 * DAY_MS });
    await new AdminMatchLedger(admin).add([match]);
    const report = { ...aReport("ben", "zoe", { kind: "report", reason: "harassment" }), matchId: match.id };
    await admin.doc(`reports/${report.id}`).set(toReportDocument(report, ADMIN_TIME_CODEC));
    const reviewer = await idTokenWithClaims("tess", { trust_and_safety: true });
    const suspend = { reportId: report.id, action: { kind: "suspend", days: 7 }, note: "Harassment after the meal" };
    expect((await callFunction("reviewAction", suspend, reviewer)).status).toBe(200);
    const reviewed = (phone: DeviceSubscription) =>
      pushesTo(phone).filter((push) => push.type === "show" && push.notice.kind === "reviews");
    await until("Ben hears his report was reviewed", () => reviewed(bensPhone).length === 1);
    expect(reviewed(bensPhone)[0]).toEqual({
      type: "show",
      notice: {
        kind: "reviews",
        title: "Your report was reviewed",
        body: "Our trust and safety team has looked into what you told us. Thank you for helping keep Strangers safe.",
        link: "/safety",
        tag: `report:${report.id}`,
        alert: true,
      },
    });
    const operator = await idTokenWithClaims("olga", { operator: true });
    expect((await callFunction("runDueJobsNow", {}, operator)).status).toBe(200);
    await settle();
    expect(reviewed(bensPhone)).toHaveLength(1);
    expect(reviewed(zoesPhone)).toEqual([]);
    expect((await admin.doc(`reports/${report.id}`).get()).get("reporter_told_at")).toBeDefined();
  });

  it("tells a student the waitlist seated at a table under seats, and the table's others nothing of it", async () => {
    // Friday 8 March 2030, a group dinner at 18:00 UTC, tables of 4 to 6.
    const slot = Date.UTC(2030, 2, 8, 18);
    const day: MealDay = {
      id: "2030-03-08-group-dinner",
      kind: "group-dinner",
      slots: [slot],
      tableSizes: [{ min: 4, max: 6 }],
    };
    await admin
      .doc(`meal_times/t${slot}`)
      .set({ starts_at: ts(slot), kind: "group-dinner", table_size: { min: 4, max: 6 } });
    await admin
      .doc("places/default")
      .set(toPlacesDocument([{ id: "hall", name: "Main Hall", meetingPoint: "By the doors", address: "Campus" }]));
    const optIn = async (uid: string, waitlist: boolean) => {
      await admin.doc(`users/${uid}`).set({
        email: `${uid}@state.edu`,
        first_name: uid.charAt(0).toUpperCase() + uid.slice(1),
        class_level: "Junior",
        major: "History",
        preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
        notifications: { off: [], quiet_hours: null },
      });
      const choice = anOptIn(uid, {
        dayId: day.id,
        slots: waitlist ? [] : [slot],
        waitlistSlots: waitlist ? [slot] : [],
        updatedAt: slot - 2 * DAY_MS,
      });
      await admin
        .doc(`days/${day.id}/schools/${choice.school}/opt_ins/${uid}`)
        .set(toOptInDocument(choice, ADMIN_TIME_CODEC));
    };
    for (const uid of ["ana", "ben", "cy", "dee", "eve"]) await optIn(uid, false);
    const [anasPhone, faysPhone] = await Promise.all([device("ana"), device("fay")]);
    const operator = await idTokenWithClaims("olga", { operator: true });
    expect((await callFunction("runRoundNow", { dayId: day.id, asOf: optInClosesAt(day) }, operator)).status).toBe(200);
    await optIn("fay", true);
    await until("Fay hears a seat opened", () => titlesOn(faysPhone).length === 1);
    expect(pushesTo(faysPhone)[0]).toMatchObject({
      type: "show",
      notice: { kind: "seats", title: "A seat opened: you have a table", tag: expect.stringMatching(/^match:/) },
    });
    await settle();
    expect(titlesOn(faysPhone)).toHaveLength(1);
    // The table's own reveal waits for its round's time (as of 2030); Fay's seat tells Ana nothing.
    expect(pushesTo(anasPhone)).toEqual([]);
  });
});
