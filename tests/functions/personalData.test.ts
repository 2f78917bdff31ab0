import { beforeEach, describe, expect, it } from "vitest";
import {
  messagePath,
  messageQuotaPath,
  pushSubscriptionPath,
  readerPath,
  unreadEmailPath,
} from "../../adapters/firebase/documents/firestoreLayout";
import { toMixerEventDocument, toRsvpDocument } from "../../adapters/firebase/documents/mixerDocuments";
import { toReportDocument } from "../../adapters/firebase/documents/reportDocument";
import { eventIdOf, type MixerEvent, newMixerEvent, type Rsvp } from "../../domain/mixers/MixerEvent";
import { KEPT_REPORT_REASON, KEPT_REPORT_RETENTION_MS } from "../../domain/privacy/privacyRules";
import { DAY_MS } from "../../domain/shared/time";
import { AdminAccountRecords } from "../../functions/src/adapters/AdminAccountRecords";
import { AdminMailer } from "../../functions/src/adapters/AdminMailer";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminOptInLedger } from "../../functions/src/adapters/AdminOptInLedger";
import { AdminUnreadEmailLedger } from "../../functions/src/adapters/AdminUnreadEmailLedger";
import { adminApp, adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aMember, anOptIn, aReport, dayIdOf } from "../support/meetupFixtures";
import { anRsvp } from "../support/mixerFixtures";
import { aSchoolOutcome, recordOneSchoolRound } from "../support/schoolRounds";
import { callFunction, eventually, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * A student's own data on the emulators: "Download my data" (exportMyData) and "Delete account"
 * (deleteMyAccount), called as the app calls them, with the student's ID token; then every
 * collection scanned for what is left of them.
 */

const admin = adminFirestore(PROJECT_ID);
const matches = new AdminMatchLedger(admin);

/** A uid, an address and a first name found nowhere else, so that a scan can tell them apart. */
const ZOE = { uid: "zoe7q", email: "zoe7q@state.edu", firstName: "Zoellyn" };
const PAST = Date.now() - 3 * DAY_MS;
const AHEAD = Date.now() + 2 * DAY_MS;

/**
 * Zoe's life on Strangers: a profile, a meal she went to with Ben (who reported her and one of her
 * messages), one ahead with Cy (where she shares her approximate location), messages in both
 * conversations, an opt-in, an email, the records of the emails about unread messages (hers,
 * and Cy's on their conversation, whose id names her); a mixer she went to (in a circle), and one
 * ahead where she has a place and Dan waits behind her.
 */
async function seedZoe(): Promise<{ past: string; ahead: string; reportId: string }> {
  await admin.doc(`users/${ZOE.uid}`).set({
    email: ZOE.email,
    first_name: ZOE.firstName,
    class_level: "Junior",
    bio: "Hi, I'm Zoellyn",
    preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"] },
  });
  for (const other of ["ben", "cy"]) {
    await admin.doc(`users/${other}`).set({ email: `${other}@state.edu`, first_name: other, class_level: "Junior" });
  }
  const zoe = aMember(ZOE.uid, { firstName: ZOE.firstName, confirmedAt: PAST - DAY_MS });
  const past = aMatch(["ben", ZOE.uid], { dayId: dayIdOf(PAST), slot: PAST });
  const ahead = aMatch(["cy", ZOE.uid], { dayId: dayIdOf(AHEAD), slot: AHEAD });
  await matches.add([
    { ...past, members: { ...past.members, [ZOE.uid]: zoe } },
    { ...ahead, members: { ...ahead.members, [ZOE.uid]: { ...zoe, confirmedAt: Date.now() } } },
  ]);
  // She shares her approximate location on the colour screen of the meal ahead.
  await admin.doc(`matches/${ahead.id}/locations/${ZOE.uid}`).set({
    latitude_steps: 42_357,
    longitude_steps: -71_062,
    shared_at: new Date(),
    expires_at: new Date(AHEAD + 30 * 60_000),
  });
  await matches.revealContacts(past.id, { ben: { [ZOE.uid]: ZOE.email }, [ZOE.uid]: { ben: "ben@state.edu" } });
  await recordOneSchoolRound(matches, aSchoolOutcome({ dayId: past.dayId, ranAt: PAST - DAY_MS, matchCount: 1 }), []);
  const said = async (matchId: string, id: string, senderUid: string, text: string) =>
    admin
      .doc(messagePath(matchId, id))
      .set({ sender_uid: senderUid, text, sent_at: ADMIN_TIME_CODEC.fromMillis(PAST) });
  await said(past.id, "z-rude", ZOE.uid, "You will regret not answering me");
  await said(past.id, "z-hello", ZOE.uid, "See you at noon");
  await said(past.id, "b-hello", "ben", "See you there");
  await said(ahead.id, "z-table", ZOE.uid, "I'll take the table by the window");
  await said(ahead.id, "c-ok", "cy", "Great, see you");
  for (const reader of [ZOE.uid, "ben"]) {
    await admin.doc(readerPath(past.id, reader)).set({ read_at: ADMIN_TIME_CODEC.fromMillis(PAST) });
  }
  await admin.doc(messageQuotaPath(ZOE.uid)).set({ window_start: ADMIN_TIME_CODEC.fromMillis(PAST), count: 2 });
  const report = aReport("ben", ZOE.uid, {
    kind: "report",
    reason: "harassment",
    details: "Rude all meal",
    messageIds: ["z-rude"],
  });
  await admin.doc(`reports/${report.id}`).set(toReportDocument({ ...report, matchId: past.id }, ADMIN_TIME_CODEC));
  const block = aReport(ZOE.uid, "cy", { matchId: ahead.id });
  await admin.doc(`reports/${block.id}`).set(toReportDocument(block, ADMIN_TIME_CODEC));
  await new AdminOptInLedger(admin).save(anOptIn(ZOE.uid, { dayId: dayIdOf(AHEAD + 7 * DAY_MS), slots: [AHEAD] }));
  await seedMixers();
  await new AdminMailer(admin, "https://strangers.test").send({
    to: ZOE.email,
    subject: "You're matched",
    text: `Hi ${ZOE.firstName}, meet Ben.`,
    link: "/dashboard",
  });
  const unreadEmails = new AdminUnreadEmailLedger(admin);
  await unreadEmails.recordEmail(past.id, ZOE.uid, null, PAST);
  await unreadEmails.recordEmail(ahead.id, "cy", null, PAST);
  // Her phone, which she turned notifications on for (its push service is never reached here).
  await admin.doc(pushSubscriptionPath(ZOE.uid, "zoes-phone")).set({
    device_id: "zoes-phone",
    endpoint: "https://push.invalid/send/zoe",
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  });
  return { past: past.id, ahead: ahead.id, reportId: report.id };
}

const MIXER_AHEAD = "2099-01-01-mixer-1900";

/** Zoe at a past mixer, in circle 1, and going to one ahead (capacity 1) with Dan first in line. */
async function seedMixers(): Promise<void> {
  await admin.doc("users/dan").set({ email: "dan@state.edu", first_name: "Dan" });
  const mixers = [
    { id: "2020-01-02-mixer-1900", title: "Old mixer", startsAt: PAST, endsAt: PAST + 7_200_000, capacity: 40 },
    { id: MIXER_AHEAD, title: "Mixer ahead", startsAt: AHEAD, endsAt: AHEAD + 7_200_000, capacity: 1 },
  ];
  const [past, ahead] = mixers.map((mixer) => ({
    ...newMixerEvent(mixer, "state.edu", null),
    going: 1,
    waitlisted: mixer.capacity === 1 ? 1 : 0,
  })) as [MixerEvent, MixerEvent];
  for (const event of [past, ahead]) {
    await admin.doc(`mixers/${event.id}`).set(toMixerEventDocument(event, ADMIN_TIME_CODEC));
  }
  const write = (rsvp: Rsvp) =>
    admin.doc(`mixers/${rsvp.eventId}/rsvps/${rsvp.uid}`).set(toRsvpDocument(rsvp, ADMIN_TIME_CODEC));
  await write(anRsvp(past, ZOE.uid, { circle: 0 }));
  await admin.doc(`mixers/${past.id}/rsvps/${ZOE.uid}`).update({ checked_in_at: ADMIN_TIME_CODEC.fromMillis(PAST) });
  await write(anRsvp(ahead, ZOE.uid));
  await write(anRsvp(ahead, "dan", { status: "waitlisted", position: 1 }));
}

/** Every document of the database, whatever its depth, with its path and its data as JSON. */
type Firestore = ReturnType<typeof adminFirestore>;
type DocumentReference = Awaited<ReturnType<Firestore["collection"]>>["doc"] extends (...args: never[]) => infer R
  ? R
  : never;

async function everyDocument(firestore: Firestore): Promise<{ path: string; json: string }[]> {
  const found: { path: string; json: string }[] = [];
  const visit = async (document: DocumentReference) => {
    const snapshot = await document.get();
    found.push({ path: document.path, json: JSON.stringify(snapshot.data() ?? null) });
    for (const collection of await document.listCollections()) {
      for (const child of await collection.listDocuments()) await visit(child);
    }
  };
  for (const collection of await firestore.listCollections()) {
    for (const document of await collection.listDocuments()) await visit(document);
  }
  return found;
}

const mentionsZoe = (text: string) => [ZOE.uid, ZOE.email, ZOE.firstName].some((trace) => text.includes(trace));

beforeEach(resetEmulators);

describe("Download my data (exportMyData)", () => {
  it("answers the signed-in student's data: their address, profile, meals (others by first name only) and reports", async () => {
    await seedZoe();
    const token = await idTokenWithClaims(ZOE.uid, {});
    const answer = await callFunction("exportMyData", {}, token);
    expect(answer.status).toBe(200);
    const data = answer.result as Record<string, unknown>;
    expect(data.account).toEqual({ uid: ZOE.uid, email: ZOE.email });
    expect(data.profile).toMatchObject({ first_name: ZOE.firstName });
    expect(JSON.stringify(data.matches)).toContain('"first_name":"Ben"');
    expect(JSON.stringify(data.matches)).not.toContain('"ben"');
    expect(data.reports).toEqual([expect.objectContaining({ kind: "block", about: "Cy" })]);
    expect(JSON.stringify(data.emails)).toContain("You're matched");
    expect(data.notifications).toEqual({
      devices: [{ device_id: "zoes-phone", push_service: "https://push.invalid" }],
      shown: [],
    });
    expect(data.unread_message_emails).toEqual([
      { meal_day: dayIdOf(PAST), last_emailed_at: new Date(PAST).toISOString() },
    ]);
    expect(data.mixer_rsvps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mixer: MIXER_AHEAD, status: "going" }),
        expect.objectContaining({ mixer: "2020-01-02-mixer-1900", circle: { number: 1, colour: expect.any(String) } }),
      ]),
    );
    expect(data.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "you", text: "See you at noon" }),
        expect.objectContaining({ from: "Ben", text: "See you there" }),
        expect.objectContaining({ from: "you", text: "I'll take the table by the window" }),
      ]),
    );
  });

  it("answers one download every few minutes: another at once is refused with its reason; the record goes with the account", async () => {
    await admin.doc(`users/${ZOE.uid}`).set({ email: ZOE.email, first_name: ZOE.firstName });
    const token = await idTokenWithClaims(ZOE.uid, {});
    expect((await callFunction("exportMyData", {}, token)).status).toBe(200);
    const again = await callFunction("exportMyData", {}, token);
    expect(again.error).toMatchObject({ status: "RESOURCE_EXHAUSTED", details: { reason: "export-too-soon" } });
    const record = await admin.doc(`data_exports/${ZOE.uid}`).get();
    expect(ADMIN_TIME_CODEC.toMillis(record.get("exported_at")) ?? 0).toBeGreaterThan(Date.now() - 60_000);
    expect((await callFunction("deleteMyAccount", {}, token)).status).toBe(200);
    expect((await admin.doc(`data_exports/${ZOE.uid}`).get()).exists).toBe(false);
  });

  it("refuses a caller who is not signed in", async () => {
    const answer = await callFunction("exportMyData", {});
    expect(answer.error?.status).toBe("UNAUTHENTICATED");
  });
});

describe("Delete account (deleteMyAccount)", () => {
  it("leaves nothing personal in any collection but the kept report, calls the meal ahead off and tells the partner", async () => {
    const { past, ahead, reportId } = await seedZoe();
    const token = await idTokenWithClaims(ZOE.uid, {});
    const before = await everyDocument(admin);
    expect(before.filter((document) => mentionsZoe(`${document.path} ${document.json}`)).length).toBeGreaterThan(6);

    const answer = await callFunction("deleteMyAccount", {}, token);
    expect(answer).toMatchObject({ status: 200, result: { deleted: true } });

    // Cy is told as of any cancellation (the lifecycle's notice, by email).
    await eventually(
      async () => (await admin.collection("mail").where("to", "==", "cy@state.edu").get()).docs,
      (mail) => expect(mail.length).toBeGreaterThan(0),
    );
    expect(await new AdminAccountRecords(adminApp(PROJECT_ID)).emailOf(ZOE.uid)).toBeNull();
    const left = (await everyDocument(admin)).filter((document) => mentionsZoe(`${document.path} ${document.json}`));
    // Kept with the report: the message of hers it names, which the team may still read (at the match's new id).
    const bensMeals = await matches.listFor("ben");
    const renamedPast = bensMeals[0]?.id ?? "";
    expect(left.map((document) => document.path).sort()).toEqual(
      [messagePath(renamedPast, "z-rude"), `reports/${reportId}`].sort(),
    );
    // Ben's own message and read mark follow the meal; hers are gone, and so is her message count.
    const pastMessages = await admin.collection(`matches/${renamedPast}/messages`).get();
    expect(pastMessages.docs.map((message) => message.id).sort()).toEqual(["b-hello", "z-rude"]);
    expect((await admin.collection(`matches/${renamedPast}/readers`).get()).docs.map((reader) => reader.id)).toEqual([
      "ben",
    ]);

    const kept = (await admin.doc(`reports/${reportId}`).get()).data() ?? {};
    expect(kept.retention_reason).toBe(KEPT_REPORT_REASON);
    expect(ADMIN_TIME_CODEC.toMillis(kept.retained_until) ?? 0).toBeGreaterThanOrEqual(
      Date.now() - 60_000 + KEPT_REPORT_RETENTION_MS,
    );
    // Ben reported her: a hold is kept under a key of her address (nothing of hers in the clear in
    // it), and his report is about the hold now, for an account made again with the address.
    const holds = (await admin.collection("account_holds").get()).docs;
    expect(holds).toHaveLength(1);
    expect(holds[0]?.data()).toMatchObject({ suspended_until: null, suspension_reason: null });
    expect(kept.reported_uid).toBe(`held_${holds[0]?.id}`);
    // Ben's history keeps the meal, with "a former member"; the meal ahead is called off for Cy.
    expect(bensMeals).toHaveLength(1);
    expect(bensMeals[0]?.id).not.toBe(past);
    expect(Object.values(bensMeals[0]?.members ?? {}).map((member) => member.firstName)).toContain("a former member");
    const cysMeal = (await matches.listFor("cy"))[0];
    expect(cysMeal?.id).not.toBe(ahead);
    const cysMessages = await admin.collection(`matches/${cysMeal?.id}/messages`).get();
    expect(cysMessages.docs.map((message) => message.get("text"))).toEqual(["Great, see you"]);
    const former = Object.values(cysMeal?.members ?? {}).find((member) => member.uid !== "cy");
    expect(former?.cancelledAt).not.toBeNull();
    // Cy's record of the emails about unread messages follows the meal; hers is gone.
    expect((await admin.collection("unread_emails").get()).docs.map((record) => record.ref.path)).toEqual([
      unreadEmailPath(cysMeal?.id ?? "", "cy"),
    ]);
    // Her place at the mixer ahead went to Dan, first in line, who was told.
    const mixerAhead = eventIdOf(MIXER_AHEAD, "state.edu");
    expect((await admin.doc(`mixers/${mixerAhead}/rsvps/dan`).get()).data()).toMatchObject({ status: "going" });
    expect((await admin.doc(`mixers/${mixerAhead}`).get()).data()).toMatchObject({ going: 1, waitlisted: 0 });
    const dansMail = await admin.collection("mail").where("to", "==", "dan@state.edu").get();
    expect(dansMail.docs.map((mail) => mail.get("message.subject"))).toEqual([
      "A spot opened: you're going to Mixer ahead",
    ]);
  });

  it("refuses a caller who is not signed in, and deletes nothing", async () => {
    await seedZoe();
    const answer = await callFunction("deleteMyAccount", {});
    expect(answer.error?.status).toBe("UNAUTHENTICATED");
    expect((await admin.doc(`users/${ZOE.uid}`).get()).exists).toBe(true);
  });
});
