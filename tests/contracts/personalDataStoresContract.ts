import { describe, expect, it } from "vitest";
import type { AccountRecords } from "../../domain/account/ports/AccountRecords";
import type { ChatMessage } from "../../domain/chat/ChatMessage";
import type { ConversationRecords } from "../../domain/chat/ports/ConversationRecords";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { MatchRecords } from "../../domain/meetups/ports/MatchRecords";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import type { OptInRecords } from "../../domain/meetups/ports/OptInRecords";
import type { ReportRecords } from "../../domain/meetups/ports/ReportRecords";
import type { RoundRecords } from "../../domain/meetups/ports/RoundRecords";
import type { ProfileRecords } from "../../domain/profile/ports/ProfileRecords";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import { defaultProfile, newProfileOf } from "../../domain/profile/UserProfile";
import type { Mailer } from "../../domain/shared/ports/Mailer";
import type { MailRecords } from "../../domain/shared/ports/MailRecords";
import type { ReviewRecords } from "../../domain/trust/ports/ReviewRecords";
import type { NewAuditEntry } from "../../domain/trust/Review";
import { aMatch, anOptIn, aReport, DAY_ID, dayIdOf, SLOT } from "../support/meetupFixtures";
import { aSchoolOutcome, recordOneSchoolRound } from "../support/schoolRounds";

const DAY = 86_400_000;

/**
 * The system's stores of one backend, on an empty database: each with the port a student's
 * download and erasure use (and the team's reviews), beside the port that writes what they read.
 */
export type PersonalDataStoresSetUp = () => Promise<{
  readonly accounts: AccountRecords;
  /** Creates a sign-in account as sign-up would; answers its uid. */
  readonly createAccount: (email: string) => Promise<string>;
  readonly profiles: ProfileRecords & ProfileStore;
  readonly optIns: OptInRecords & OptInLedger;
  readonly matches: MatchRecords & RoundRecords & MatchLedger;
  readonly reports: ReportRecords & ReviewRecords;
  /** Files a report as a student would. */
  readonly fileReport: (report: ReturnType<typeof aReport>) => Promise<void>;
  readonly mail: MailRecords & Mailer;
  readonly conversations: ConversationRecords;
  /** Writes a message as its member sent it (the store's time is `sentAt`). */
  readonly writeMessage: (message: ChatMessage) => Promise<void>;
  /** Records that the member has read the conversation. */
  readonly markRead: (conversationId: string, uid: string) => Promise<void>;
  /** Who has a read mark in the conversation. */
  readonly readersOf: (conversationId: string) => Promise<readonly string[]>;
}>;

const entry = (reportId: string, fields: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  reportId,
  at: SLOT,
  reviewer: { uid: "tess", email: "tess@strangers.test" },
  action: "warn",
  days: null,
  note: "Rude twice; first warning.",
  subjectUid: "ben",
  ...fields,
});

/** What the stores behind a student's own data must do on every backend; run once per backend. */
export function describePersonalDataStoresContract(backendName: string, setUp: PersonalDataStoresSetUp): void {
  describe(`AccountRecords contract: ${backendName}`, () => {
    it("finds an account's address, and none for an account that does not exist", async () => {
      const { accounts, createAccount } = await setUp();
      const uid = await createAccount("ana@state.edu");
      expect(await accounts.emailOf(uid)).toBe("ana@state.edu");
      expect(await accounts.emailOf("nobody")).toBeNull();
    });

    it("removes the account, once or twice", async () => {
      const { accounts, createAccount } = await setUp();
      const uid = await createAccount("ana@state.edu");
      const other = await createAccount("ben@state.edu");
      await accounts.remove(uid);
      await accounts.remove(uid);
      expect(await accounts.emailOf(uid)).toBeNull();
      expect(await accounts.emailOf(other)).toBe("ben@state.edu");
    });
  });

  describe(`ProfileRecords contract: ${backendName}`, () => {
    it("reads a profile, and removes it (a missing one too)", async () => {
      const { profiles } = await setUp();
      await profiles.create("ana", { ...newProfileOf(defaultProfile("ana@state.edu", 0)), first_name: "Ana" });
      expect(await profiles.read("ana")).toMatchObject({ first_name: "Ana" });
      await profiles.remove("ana");
      await profiles.remove("ana");
      expect(await profiles.read("ana")).toBeNull();
    });

    it("suspends: until when and why, nothing else changed", async () => {
      const { profiles } = await setUp();
      await profiles.create("ben", { ...newProfileOf(defaultProfile("ben@state.edu", 0)), first_name: "Ben" });
      const before = await profiles.read("ben");
      await profiles.suspend("ben", SLOT + 7 * DAY, "harassment");
      expect(await profiles.read("ben")).toEqual({
        ...before,
        suspended_until: SLOT + 7 * DAY,
        suspension_reason: "harassment",
      });
    });
  });

  describe(`OptInRecords contract: ${backendName}`, () => {
    it("lists a student's opt-ins of every day, and removes one", async () => {
      const { optIns } = await setUp();
      const later = dayIdOf(SLOT + 7 * DAY);
      await optIns.save(anOptIn("ana"));
      await optIns.save(anOptIn("ana", { dayId: later, slots: [SLOT + 7 * DAY] }));
      await optIns.save(anOptIn("ben"));
      expect((await optIns.listFor("ana")).map((optIn) => optIn.dayId).sort()).toEqual([DAY_ID, later]);
      await optIns.remove(DAY_ID, "ana", "state.edu");
      expect(await optIns.listFor("ana")).toEqual([anOptIn("ana", { dayId: later, slots: [SLOT + 7 * DAY] })]);
      expect(await optIns.listFor("ben")).toEqual([anOptIn("ben")]);
    });
  });

  describe(`RoundRecords contract: ${backendName}`, () => {
    const pair = aMatch(["ana", "ben"]);
    const outcome = aSchoolOutcome({ ranAt: SLOT - DAY, matchCount: 1, notMatched: { dee: "no-partner" } });

    it("finds each student's part of the rounds: matched, or why not", async () => {
      const { matches } = await setUp();
      await recordOneSchoolRound(matches, outcome, [pair]);
      const part = (result: string) => [{ dayId: DAY_ID, ranAt: SLOT - DAY, result }];
      expect(await matches.outcomesOf("ana")).toEqual(part("matched"));
      expect(await matches.outcomesOf("dee")).toEqual(part("no-partner"));
      expect(await matches.outcomesOf("zed")).toEqual([]);
    });

    it("forgets a student in a round: their part goes, their school's record forgets them, the others' stays", async () => {
      const { matches } = await setUp();
      await recordOneSchoolRound(matches, outcome, [pair]);
      await matches.forget(DAY_ID, "dee");
      expect(await matches.outcomesOf("dee")).toEqual([]);
      expect(await matches.findSchoolOutcome(DAY_ID, "state.edu")).toEqual({ ...outcome, notMatched: {} });
      await matches.forget(DAY_ID, "ana");
      expect(await matches.outcomesOf("ana")).toEqual([]);
      expect(await matches.outcomesOf("ben")).toEqual([{ dayId: DAY_ID, ranAt: SLOT - DAY, result: "matched" }]);
    });
  });

  describe(`MatchRecords contract: ${backendName}`, () => {
    const pair = aMatch(["ana", "ben"]);
    const later = aMatch(["ana", "cy"], { id: "later", dayId: dayIdOf(SLOT + 7 * DAY), slot: SLOT + 7 * DAY });
    const theirs = aMatch(["ben", "cy"]);
    const revealed = { ana: { ben: "ben@state.edu" }, ben: { ana: "ana@state.edu" } };

    it("lists a student's matches of every day, and finds one by id", async () => {
      const { matches } = await setUp();
      await matches.add([pair, later, theirs]);
      expect((await matches.listFor("ana")).map((match) => match.id).sort()).toEqual([pair.id, "later"].sort());
      expect(await matches.get(pair.id)).toEqual(pair);
      expect(await matches.get("missing")).toBeNull();
    });

    it("reads the addresses revealed on a match, by recipient (none before)", async () => {
      const { matches } = await setUp();
      await matches.add([pair]);
      expect(await matches.revealedOn(pair.id)).toEqual({});
      await matches.revealContacts(pair.id, revealed);
      expect(await matches.revealedOn(pair.id)).toEqual(revealed);
    });

    it("replaces a match by another id with its addresses: the old one and its addresses go", async () => {
      const { matches } = await setUp();
      await matches.add([pair]);
      await matches.revealContacts(pair.id, revealed);
      const renamed = { ...pair, id: `${DAY_ID}_ben_former-1`, memberIds: ["ben", "former-1"] };
      await matches.replace(pair.id, renamed, { ben: {} });
      expect(await matches.get(pair.id)).toBeNull();
      expect(await matches.revealedOn(pair.id)).toEqual({});
      expect(await matches.get(renamed.id)).toEqual(renamed);
      expect(await matches.revealedOn(renamed.id)).toEqual({ ben: {} });
      expect((await matches.listFor("ana")).map((match) => match.id)).toEqual([]);
    });

    it("replaces a match under its own id, and does nothing for a match that is gone", async () => {
      const { matches } = await setUp();
      await matches.add([pair]);
      const changed = { ...pair, notices: ["called-off"] };
      await matches.replace(pair.id, changed, {});
      expect(await matches.get(pair.id)).toEqual(changed);
      await matches.replace("gone", { ...pair, id: "new" }, {});
      expect(await matches.get("new")).toBeNull();
    });
  });

  describe(`ConversationRecords contract: ${backendName}`, () => {
    const pair = aMatch(["ana", "ben"]);
    const renamedId = `${DAY_ID}_ben_former-1`;
    const message = (id: string, senderUid: string, minutes: number, conversationId = pair.id): ChatMessage => ({
      id,
      conversationId,
      senderUid,
      text: `${senderUid} says ${id}`,
      sentAt: SLOT - DAY + minutes * 60_000,
    });
    const [first, second, third] = [message("m1", "ana", 1), message("m2", "ben", 2), message("m3", "ana", 3)];
    const conversation = [first, second, third];

    it("reads a conversation oldest first, and an empty one as empty", async () => {
      const { conversations, matches, writeMessage } = await setUp();
      await matches.add([pair]);
      for (const written of [third, first, second]) await writeMessage(written);
      expect(await conversations.messages(pair.id)).toEqual(conversation);
      expect(await conversations.messages("nothing-said")).toEqual([]);
    });

    it("moves a conversation to its match's new id without the leaver's messages and read mark, but the evidence", async () => {
      const { conversations, matches, writeMessage, markRead, readersOf } = await setUp();
      await matches.add([pair]);
      for (const written of conversation) await writeMessage(written);
      await markRead(pair.id, "ana");
      await markRead(pair.id, "ben");
      await conversations.move(pair.id, renamedId, "ana", new Set(["m3"]));
      expect(await conversations.messages(pair.id)).toEqual([]);
      expect(await readersOf(pair.id)).toEqual([]);
      expect(await conversations.messages(renamedId)).toEqual([
        message("m2", "ben", 2, renamedId),
        message("m3", "ana", 3, renamedId),
      ]);
      expect(await readersOf(renamedId)).toEqual(["ben"]);
    });

    it("removes the messages named, and skips those already gone", async () => {
      const { conversations, matches, writeMessage } = await setUp();
      await matches.add([pair]);
      for (const written of conversation) await writeMessage(written);
      await conversations.remove(pair.id, ["m1", "m3", "never-sent"]);
      expect(await conversations.messages(pair.id)).toEqual([second]);
    });

    it("thins a conversation that keeps its id, and moves nothing of a conversation never written in", async () => {
      const { conversations, matches, writeMessage, readersOf } = await setUp();
      await matches.add([pair]);
      for (const written of conversation) await writeMessage(written);
      await conversations.move(pair.id, pair.id, "ana", new Set());
      expect(await conversations.messages(pair.id)).toEqual([second]);
      await conversations.move("silent", "still-silent", "ana", new Set());
      expect(await conversations.messages("still-silent")).toEqual([]);
      expect(await readersOf("still-silent")).toEqual([]);
    });
  });

  describe(`ReportRecords contract: ${backendName}`, () => {
    const filedByAna = aReport("ana", "ben", { kind: "report", reason: "harassment", details: "Rude." });
    const aboutAna = aReport("cy", "ana");
    const others = aReport("ben", "cy");

    it("finds the reports filed by a student and about them, and those filed on a match", async () => {
      const { reports, fileReport } = await setUp();
      for (const report of [filedByAna, aboutAna, others]) await fileReport(report);
      expect((await reports.involving("ana")).map((report) => report.id).sort()).toEqual(
        [filedByAna.id, aboutAna.id].sort(),
      );
      expect((await reports.onMatch(filedByAna.matchId)).map((report) => report.id)).toEqual([filedByAna.id]);
    });

    it("keeps a report until a time, with why, naming the match's new id", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(filedByAna);
      await reports.keep(filedByAna.id, { until: SLOT + 365 * DAY, reason: "Kept: policy." }, "renamed");
      expect(await reports.keptUntilBefore(SLOT + 365 * DAY)).toEqual([]);
      expect((await reports.keptUntilBefore(SLOT + 365 * DAY + 1)).map((kept) => kept.id)).toEqual([filedByAna.id]);
      expect((await reports.onMatch("renamed")).map((report) => report.id)).toEqual([filedByAna.id]);
      expect(await reports.get(filedByAna.id)).toMatchObject({ kind: "report", details: "Rude.", matchId: "renamed" });
    });

    it("removes a report with its audit log", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(filedByAna);
      await reports.resolve(filedByAna.id, { status: "warned", at: SLOT }, entry(filedByAna.id));
      await reports.remove(filedByAna.id);
      await reports.remove(filedByAna.id);
      expect(await reports.get(filedByAna.id)).toBeNull();
      expect(await reports.auditOf(filedByAna.id)).toEqual([]);
      // Its decision went with it: the same report filed again is open.
      await fileReport(filedByAna);
      expect(await reports.get(filedByAna.id)).toMatchObject({ id: filedByAna.id, review: null });
    });

    it("moves a report to its new id (its match renamed), with what was added to it and its audit log", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(others);
      await reports.resolve(others.id, { status: "dismissed", at: SLOT }, entry(others.id, { action: "dismiss" }));
      const moved = { ...others, matchId: "renamed", id: `${others.id}-moved` };
      await reports.move(others.id, moved);
      expect(await reports.get(others.id)).toBeNull();
      expect(await reports.get(moved.id)).toMatchObject({
        id: moved.id,
        matchId: "renamed",
        reporterUid: "ben",
        review: { status: "dismissed", at: SLOT },
      });
      expect(await reports.auditOf(moved.id)).toEqual([
        { ...entry(moved.id, { action: "dismiss" }), id: expect.any(String) },
      ]);
      await reports.move("gone", { ...others, id: "nowhere" });
      expect(await reports.get("nowhere")).toBeNull();
    });

    it("keeps a report about another id (a hold), and moves it with its retention, a new one, or none", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(aboutAna);
      await reports.keep(aboutAna.id, { until: SLOT + 10 * DAY, reason: "Held." }, "renamed", "held_k");
      expect(await reports.involving("ana")).toEqual([]);
      expect(await reports.get(aboutAna.id)).toMatchObject({ reportedUid: "held_k", matchId: "renamed" });

      const asIs = { ...aboutAna, matchId: "renamed", reportedUid: "held_k", id: "kept-as-is" };
      await reports.move(aboutAna.id, asIs);
      expect((await reports.keptUntilBefore(SLOT + 10 * DAY + 1)).map((kept) => kept.id)).toEqual([asIs.id]);
      const longer = { ...asIs, id: "kept-longer" };
      await reports.move(asIs.id, longer, { until: SLOT + 20 * DAY, reason: "Held longer." });
      expect(await reports.keptUntilBefore(SLOT + 10 * DAY + 1)).toEqual([]);
      expect((await reports.keptUntilBefore(SLOT + 20 * DAY + 1)).map((kept) => kept.id)).toEqual([longer.id]);

      const inherited = { ...longer, reportedUid: "ana2", id: "inherited" };
      await reports.move(longer.id, inherited, null);
      expect(await reports.keptUntilBefore(SLOT + 1000 * DAY)).toEqual([]);
      expect((await reports.involving("ana2")).map((report) => report.id)).toEqual([inherited.id]);
      expect(await reports.get(inherited.id)).toMatchObject({ kind: "block", reporterUid: "cy", reportedUid: "ana2" });
    });
  });

  describe(`ReviewRecords contract: ${backendName}`, () => {
    const report = aReport("ana", "ben", { kind: "report", reason: "harassment", details: "Rude." });
    const block = aReport("cy", "ben");

    it("lists the reports nobody reviewed yet (blocks need no review), and reads one as filed", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(report);
      await fileReport(block);
      expect((await reports.listOpen()).map((open) => open.id)).toEqual([report.id]);
      expect(await reports.get(report.id)).toMatchObject({ ...report, createdAt: expect.any(Number), review: null });
      expect(await reports.get("missing")).toBeNull();
      expect((await reports.involving("ben")).map((filed) => filed.id).sort()).toEqual([report.id, block.id].sort());
    });

    it("records a decision once, with its audit entry; a second decision writes nothing", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(report);
      expect(await reports.resolve(report.id, { status: "warned", at: SLOT }, entry(report.id))).toBe(true);
      expect(
        await reports.resolve(
          report.id,
          { status: "dismissed", at: SLOT + 1 },
          entry(report.id, { action: "dismiss" }),
        ),
      ).toBe(false);
      expect((await reports.get(report.id))?.review).toEqual({ status: "warned", at: SLOT });
      expect(await reports.auditOf(report.id)).toEqual([{ ...entry(report.id), id: expect.any(String) }]);
      expect(await reports.listOpen()).toEqual([]);
    });
  });

  describe(`MailRecords contract: ${backendName}`, () => {
    it("lists the emails sent to an address", async () => {
      const { mail } = await setUp();
      await mail.send({ to: "ana@state.edu", subject: "You're matched", text: "Meet Ben.", link: "/dashboard" });
      await mail.send({ to: "ben@state.edu", subject: "You're matched", text: "Meet Ana.", link: "/dashboard" });
      expect(await mail.sentTo("ana@state.edu")).toEqual([
        {
          to: "ana@state.edu",
          subject: "You're matched",
          text: "Meet Ben.",
          link: "/dashboard",
          sentAt: expect.any(Number),
        },
      ]);
    });

    it("removes the emails sent to the student and those about them, and only those", async () => {
      const { mail } = await setUp();
      await mail.send({ to: "ana@state.edu", subject: "Hi Ana", text: "…", link: "/" });
      await mail.send({ to: "ben@state.edu", subject: "Meet Ana", text: "…", link: "/", about: ["ana", "ben"] });
      await mail.send({ to: "ben@state.edu", subject: "Meet Cy", text: "…", link: "/", about: ["ben", "cy"] });
      await mail.removeFor("ana@state.edu", "ana");
      expect(await mail.sentTo("ana@state.edu")).toEqual([]);
      expect((await mail.sentTo("ben@state.edu")).map((sent) => sent.subject)).toEqual(["Meet Cy"]);
    });
  });
}
