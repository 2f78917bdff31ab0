import { describe, expect, it } from "vitest";
import { LocalAccountHolds } from "../../../adapters/local/LocalAccountHolds";
import { LocalAddressKeys } from "../../../adapters/local/LocalAddressKeys";
import { requestResult, type StoreName } from "../../../adapters/local/LocalDatabase";
import { InvalidCredentialsError } from "../../../domain/account/accountErrors";
import { newMixerEvent, type Rsvp } from "../../../domain/mixers/MixerEvent";
import { heldUid } from "../../../domain/privacy/accountHolds";
import { ACCOUNT_HOLD_MS, KEPT_REPORT_REASON, KEPT_REPORT_RETENTION_MS } from "../../../domain/privacy/privacyRules";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { DAY_MS } from "../../../domain/shared/time";
import { anOffer } from "../../contracts/rescueLedgerContract";
import { createLocalBackend, type LocalTestBackend, signedUpAccount } from "../../support/localBackend";
import { aMatch, aMember, anOptIn, aReport, dayIdOf } from "../../support/meetupFixtures";
import { anRsvp } from "../../support/mixerFixtures";

/**
 * A student's own data on the offline backend: the download and the deletion (LocalPersonalDataService,
 * the same domain code as the Cloud Functions), then every IndexedDB store scanned for what is left.
 */

const ZOE = { email: "zoe7q@state.edu", firstName: "Zoellyn", password: "correct horse" };
/** Every store of the database: the compiler refuses this list if a store is added and not named here. */
const EVERY_STORE: Record<StoreName, true> = {
  accounts: true,
  profiles: true,
  mailbox: true,
  optIns: true,
  matches: true,
  rounds: true,
  reports: true,
  reviewDecisions: true,
  contacts: true,
  audit: true,
  messages: true,
  readers: true,
  state: true,
  locations: true,
  unreadEmails: true,
  mixerEvents: true,
  mixerRsvps: true,
  accountHolds: true,
  standbys: true,
  rescueOffers: true,
  pushSubscriptions: true,
  notifications: true,
};
const STORES = Object.keys(EVERY_STORE) as StoreName[];

async function seedZoe(backend: LocalTestBackend) {
  await signedUpAccount(backend, ZOE.email, ZOE.password);
  const account = await backend.identity.signIn(ZOE.email, ZOE.password);
  const uid = account.uid;
  const now = backend.clock.now();
  await backend.profileStore.merge(uid, { first_name: ZOE.firstName, bio: `I'm ${ZOE.firstName}` });
  for (const other of ["ben", "cy"]) {
    await backend.profileStore.create(other, newProfileOf(defaultProfile(`${other}@state.edu`, now)));
  }
  const zoe = aMember(uid, { firstName: ZOE.firstName, confirmedAt: now - 4 * DAY_MS });
  const past = aMatch(["ben", uid], { dayId: dayIdOf(now - 3 * DAY_MS), slot: now - 3 * DAY_MS });
  const ahead = aMatch(["cy", uid], { dayId: dayIdOf(now + 2 * DAY_MS), slot: now + 2 * DAY_MS });
  await backend.matchStore.add([
    { ...past, members: { ...past.members, [uid]: zoe } },
    { ...ahead, members: { ...ahead.members, [uid]: zoe } },
  ]);
  await backend.matchStore.revealContacts(past.id, { ben: { [uid]: ZOE.email }, [uid]: { ben: "ben@state.edu" } });
  const said = (conversationId: string, id: string, senderUid: string, text: string) =>
    backend.chats.append({ id, conversationId, senderUid, text, sentAt: now - 3 * DAY_MS });
  await said(past.id, "z-rude", uid, "You will regret not answering me");
  await said(past.id, "z-hello", uid, "See you at noon");
  await said(past.id, "b-hello", "ben", "See you there");
  await said(ahead.id, "z-table", uid, "I'll take the table by the window");
  await backend.chats.markRead(past.id, uid);
  await backend.chats.markRead(past.id, "ben");
  const report = {
    ...aReport("ben", uid, { kind: "report", reason: "harassment", messageIds: ["z-rude"] }),
    matchId: past.id,
  };
  await backend.reportStore.file(report);
  await backend.optInStore.save(anOptIn(uid, { dayId: dayIdOf(now + 9 * DAY_MS), slots: [now + 9 * DAY_MS] }));
  // Her approximate location, as the colour screen of the meal ahead stores it (written as it is, outside the window).
  await backend.database.transact(["locations"], "readwrite", (transaction) =>
    requestResult(
      transaction.objectStore("locations").put({
        matchId: ahead.id,
        uid,
        latitudeSteps: 42_357,
        longitudeSteps: -71_062,
        sharedAt: now,
        expiresAt: ahead.slot + 30 * 60_000,
      }),
    ),
  );
  // She was emailed about Ben's unread message, and Cy about hers (a record that names her match).
  await backend.unreadEmails.recordEmail(past.id, uid, null, now - 3 * DAY_MS);
  await backend.unreadEmails.recordEmail(ahead.id, "cy", null, now - DAY_MS);
  // A mixer ahead with one place: hers, and Dan first in line behind her.
  await backend.profileStore.create("dan", newProfileOf(defaultProfile("dan@state.edu", now)));
  const event = newMixerEvent(
    {
      id: "2025-09-10-mixer-1900",
      title: "Mixer ahead",
      startsAt: now + DAY_MS,
      endsAt: now + DAY_MS + 1,
      capacity: 1,
    },
    "state.edu",
    null,
  );
  const rsvp = (who: string, fields: Partial<Rsvp>) => anRsvp(event, who, { rsvpAt: now, ...fields });
  await backend.mixerLedger.change(event.id, "all", () => ({
    change: {
      event: { ...event, going: 1, waitlisted: 1 },
      rsvps: [rsvp(uid, {}), rsvp("dan", { status: "waitlisted", position: 1 })],
    },
    answer: null,
  }));
  // She said "I'm free today" once, and was offered to someone left alone.
  await backend.rescue.saveStandby({ dayId: dayIdOf(now), uid, school: "state.edu", since: now });
  await backend.rescue.addOffer(
    anOffer({ dayId: dayIdOf(now), id: `x__${uid}`, candidateUid: uid, strandedUid: "ben", offeredAt: now }),
  );
  // Her phone takes notifications, and was told of the meal ahead.
  await backend.pushNotifications.save(uid, { deviceId: "zoes-phone", endpoint: "local:zoes-phone", keys: null });
  await backend.pushNotifications.notify(uid, {
    kind: "matched",
    title: `${ZOE.firstName}, you're matched`,
    body: "Lunch with Cy",
    link: "/dashboard",
    tag: `match:${ahead.id}`,
    alert: true,
  });
  return { uid, report, ahead, mixerEventId: event.id };
}

/** Every record of every store, as JSON with its key. */
/** The key of Zoe's address on this backend (its installation's secret), and the id her held reports name. */
async function zoesHold(backend: LocalTestBackend): Promise<{ key: string; held: string }> {
  const key = await new LocalAddressKeys(backend.database).keyOf(ZOE.email);
  return { key, held: heldUid(key) };
}

async function everyRecord(backend: LocalTestBackend): Promise<{ store: StoreName; json: string }[]> {
  return backend.database.transact(STORES, "readonly", async (transaction) => {
    const found: { store: StoreName; json: string }[] = [];
    for (const store of STORES) {
      const keys = await requestResult(transaction.objectStore(store).getAllKeys());
      const values = await requestResult(transaction.objectStore(store).getAll());
      values.forEach((value, i) => {
        found.push({ store, json: JSON.stringify({ key: keys[i], value }) });
      });
    }
    return found;
  });
}

describe("a student's own data on the offline backend", () => {
  it("downloads everything stored about the student, their address first", async () => {
    const backend = createLocalBackend();
    const { uid } = await seedZoe(backend);
    const data = await backend.accounts.personalData.exportMine();
    expect(data.account).toEqual({ uid, email: ZOE.email });
    expect(data.profile).toMatchObject({ first_name: ZOE.firstName });
    expect(JSON.stringify(data.matches)).toContain('"first_name":"Ben"');
    expect(JSON.stringify(data.matches)).toContain("ben@state.edu");
    expect(data.opt_ins).toHaveLength(1);
    expect(data.rescue).toEqual({
      standbys: [{ day: expect.any(String), since: expect.any(String) }],
      offers: [expect.objectContaining({ you_were: "asked to join", taken: false })],
    });
    expect(JSON.stringify(data.rescue)).not.toContain("ben");
    expect(data.mixer_rsvps).toEqual([expect.objectContaining({ mixer: "2025-09-10-mixer-1900", status: "going" })]);
    expect(data.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "you", text: "See you at noon" }),
        expect.objectContaining({ from: "Ben", text: "See you there" }),
      ]),
    );
    expect(data.shared_locations).toEqual([
      expect.objectContaining({
        latitude_in_thousandths_of_a_degree: 42_357,
        longitude_in_thousandths_of_a_degree: -71_062,
      }),
    ]);
    // Hers only: when she was emailed about unread messages, by meal day (Cy's record is Cy's).
    expect(data.unread_message_emails).toEqual([
      { meal_day: dayIdOf(backend.clock.now() - 3 * DAY_MS), last_emailed_at: expect.any(String) },
    ]);
  });

  it("deletes the account: nothing of the student left but the kept report, the meal ahead called off, the password refused", async () => {
    const backend = createLocalBackend();
    const { uid, report, mixerEventId } = await seedZoe(backend);
    const traces = [uid, ZOE.email, ZOE.firstName];
    const mentionsZoe = (json: string) => traces.some((trace) => json.includes(trace));
    expect((await everyRecord(backend)).filter(({ json }) => mentionsZoe(json)).length).toBeGreaterThan(5);

    await expect(backend.accounts.personalData.deleteMine("wrong horse")).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    await backend.accounts.personalData.deleteMine(ZOE.password);

    // Kept with the report (under its id, which names her uid): the message of hers it names, which the team may still read.
    const left = (await everyRecord(backend)).filter(({ json }) => mentionsZoe(json));
    expect(left.map(({ store }) => store)).toEqual(["reports", "messages"]);
    expect(left[1]?.json).toContain("You will regret not answering me");
    // Ben's report is about the hold kept for her address now: no uid of hers, no address in it.
    const { key, held } = await zoesHold(backend);
    expect(await backend.reportStore.involving(uid)).toEqual([]);
    const kept = await backend.reportStore.involving(held);
    expect(kept.map((kept) => kept.id)).toEqual([report.id]);
    expect(kept[0]?.reportedUid).toBe(held);
    expect(await new LocalAccountHolds(backend.database).read(key)).toEqual({
      key,
      suspendedUntil: null,
      suspensionReason: null,
      heldAt: backend.clock.now(),
      keptUntil: backend.clock.now() + ACCOUNT_HOLD_MS,
    });
    expect(left[0]?.json).toContain(JSON.stringify(KEPT_REPORT_REASON).slice(1, -1));
    expect(left[0]?.json).toContain(`"retainedUntil":${backend.clock.now() + KEPT_REPORT_RETENTION_MS}`);
    await expect(backend.identity.signIn(ZOE.email, ZOE.password)).rejects.toBeInstanceOf(InvalidCredentialsError);

    const [bensMeal] = await backend.matchStore.listFor("ben");
    const bensConversation = await backend.chats.messages(bensMeal?.id ?? "");
    expect(bensConversation.map((message) => message.id).sort()).toEqual(["b-hello", "z-rude"]);
    expect(Object.values(bensMeal?.members ?? {}).map((member) => member.firstName)).toContain("a former member");
    const [cysMeal] = await backend.matchStore.listFor("cy");
    const former = Object.values(cysMeal?.members ?? {}).find((member) => member.uid !== "cy");
    expect(former?.cancelledAt).toBe(backend.clock.now());
    // Cy's record of the emails about unread messages follows the meal; hers is gone.
    expect(await backend.unreadEmails.lastEmailedAt(cysMeal?.id ?? "", "cy")).toBe(backend.clock.now() - DAY_MS);
    expect(await backend.unreadEmails.lastEmailedAt(bensMeal?.id ?? "", uid)).toBeNull();
    expect((await backend.mailbox.list()).some((sent) => sent.to === "cy@state.edu")).toBe(true);
    // Her place at the mixer went to Dan, first in line, who was told.
    expect((await backend.mixerLedger.rsvpsOf(mixerEventId)).map(({ uid, status }) => [uid, status])).toEqual([
      ["dan", "going"],
    ]);
    expect((await backend.mailbox.list()).map((sent) => [sent.to, sent.subject])).toContainEqual([
      "dan@state.edu",
      "A spot opened: you're going to Mixer ahead",
    ]);
  });

  it("forgets the kept report and the message it named once the retention ends, and nothing of the others' conversation", async () => {
    const backend = createLocalBackend();
    const { uid } = await seedZoe(backend);
    await backend.accounts.personalData.deleteMine(ZOE.password);
    const [bensMeal] = await backend.matchStore.listFor("ben");

    const { key, held } = await zoesHold(backend);

    backend.clock.skipTo(backend.clock.now() + KEPT_REPORT_RETENTION_MS - 1);
    await backend.backoffice.runDueJobs();
    expect(await backend.reportStore.involving(held)).toHaveLength(1);
    expect(await new LocalAccountHolds(backend.database).read(key)).not.toBeNull();

    backend.clock.skipTo(backend.clock.now() + 2);
    await backend.backoffice.runDueJobs();
    expect(await backend.reportStore.involving(uid)).toEqual([]);
    expect(await backend.reportStore.involving(held)).toEqual([]);
    expect(await new LocalAccountHolds(backend.database).read(key)).toBeNull();
    const left = (await everyRecord(backend)).filter(({ json }) =>
      [uid, ZOE.email, ZOE.firstName].some((trace) => json.includes(trace)),
    );
    expect(left).toEqual([]);
    expect((await backend.chats.messages(bensMeal?.id ?? "")).map((message) => message.id)).toEqual(["b-hello"]);
  });
});
