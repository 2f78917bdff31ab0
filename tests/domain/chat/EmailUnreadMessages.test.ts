import { describe, expect, it } from "vitest";
import {
  CHAT_OPEN_AFTER_MEAL_MS,
  UNREAD_EMAIL_AFTER_MS,
  UNREAD_EMAIL_AT_MOST_EVERY_MS,
  UNREAD_EMAIL_LOOKBACK_MS,
} from "../../../domain/chat/chatRules";
import { EmailUnreadMessages, UNREAD_EMAIL_PAGE_SIZE } from "../../../domain/chat/EmailUnreadMessages";
import type { ChatActivity } from "../../../domain/chat/ports/ChatActivity";
import type { Match } from "../../../domain/meetups/Match";
import { MEAL_DURATION_MS } from "../../../domain/meetups/meetupRules";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { createLocalBackend } from "../../support/localBackend";
import { aMatch, aMember, aReport, SLOT } from "../../support/meetupFixtures";

/** The moment the first message is sent: a day before the contract's meal, the conversation open. */
const T = SLOT - 24 * 60 * MINUTE_MS;
const SUBJECT = / wrote to you on Strangers$/;

/** Ana and Ben's match on the local backend (a manual clock at T), their profiles with their addresses. */
async function aConversation(match: Match = aMatch(["ana", "ben"])) {
  const backend = createLocalBackend(new Date(T));
  await backend.matchStore.add([match]);
  for (const uid of match.memberIds) {
    await backend.profileStore.create(uid, newProfileOf(defaultProfile(`${uid}@state.edu`, T)));
  }
  const emailing = new EmailUnreadMessages({
    conversations: backend.chats,
    unreadEmails: backend.unreadEmails,
    matches: backend.matchStore,
    profiles: backend.profileStore,
    mailer: backend.system.mailer,
    schedule: backend.mealSchedule,
    clock: backend.clock,
  });
  let ids = 0;
  return {
    backend,
    match,
    /** `senderUid` writes `text` now (the store's time). */
    write: (senderUid: string, text = "See you by the main doors at noon!") =>
      backend.chats.append({
        id: `m-${ids++}`,
        conversationId: match.id,
        senderUid,
        text,
        sentAt: backend.clock.now(),
      }),
    /** The due work, run `after` the first message. */
    runAt: (after: number) => {
      backend.clock.skipTo(T + after);
      return emailing.execute();
    },
    /** The emails about unread messages so far: [to, subject]. */
    emails: async () =>
      (await backend.mailbox.list())
        .filter((email) => SUBJECT.test(email.subject))
        .map((email) => [email.to, email.subject]),
    emailing,
  };
}

describe("emailing a member about messages they have not read (EmailUnreadMessages)", () => {
  it("waits 15 minutes, and emails at most once an hour per conversation (issue 24, the privacy policy's words)", () => {
    expect(UNREAD_EMAIL_AFTER_MS).toBe(15 * MINUTE_MS);
    expect(UNREAD_EMAIL_AT_MOST_EVERY_MS).toBe(HOUR_MS);
  });

  it("emails the other member once a message has been unread for 15 minutes, not a moment before", async () => {
    const { write, runAt, emails } = await aConversation();
    await write("ben");
    expect(await runAt(UNREAD_EMAIL_AFTER_MS - 1)).toBe(0);
    expect(await emails()).toEqual([]);
    expect(await runAt(UNREAD_EMAIL_AFTER_MS)).toBe(1);
    expect(await emails()).toEqual([["ana@state.edu", "Ben wrote to you on Strangers"]]);
  });

  it("never carries the message's text: who wrote and when, and to open the app", async () => {
    const { backend, write, runAt } = await aConversation();
    await write("ben", "My number is 555-0100, text me at the north gate");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    const [email] = (await backend.mailbox.list()).filter((sent) => SUBJECT.test(sent.subject));
    expect(email?.subject).not.toContain("555");
    expect(email?.text).not.toContain("555-0100");
    expect(email?.text).not.toContain("north gate");
    expect(email?.text).toMatch(/^“Ben” wrote to you on Strangers .*Open the app to read it and reply/);
    expect(email?.link).toBe("/dashboard");
  });

  it("sends no second email within the hour; after it, one more for a message sent since, and none without one", async () => {
    const { write, runAt, emails, backend } = await aConversation();
    await write("ben");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    backend.clock.skipTo(T + 20 * MINUTE_MS);
    await write("ben", "Still on for lunch?");
    expect(await runAt(UNREAD_EMAIL_AFTER_MS + UNREAD_EMAIL_AT_MOST_EVERY_MS - 1)).toBe(0);
    expect(await runAt(UNREAD_EMAIL_AFTER_MS + UNREAD_EMAIL_AT_MOST_EVERY_MS)).toBe(1);
    expect(await emails()).toHaveLength(2);
    // An hour after that, nothing new was written: nothing more (the same messages are not told twice).
    expect(await runAt(UNREAD_EMAIL_AFTER_MS + 2 * UNREAD_EMAIL_AT_MOST_EVERY_MS + MINUTE_MS)).toBe(0);
    expect(await emails()).toHaveLength(2);
  });

  it("says nothing of messages the member has read", async () => {
    const { write, runAt, emails, backend, match } = await aConversation();
    await write("ben");
    backend.clock.skipTo(T + 5 * MINUTE_MS);
    await backend.chats.markRead(match.id, "ana");
    expect(await runAt(UNREAD_EMAIL_AFTER_MS + 5 * MINUTE_MS)).toBe(0);
    expect(await emails()).toEqual([]);
  });

  it("never emails a member about their own messages", async () => {
    const { write, runAt, emails } = await aConversation();
    await write("ana");
    await write("ana", "Hello?");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    expect(await emails()).toEqual([["ben@state.edu", "Ana wrote to you on Strangers"]]);
  });

  it("says nothing once the conversation is closed (a block, a report, a 'not again')", async () => {
    const { write, runAt, emails, backend } = await aConversation();
    await write("ben");
    await backend.reportStore.file(aReport("ana", "ben"));
    expect(await runAt(UNREAD_EMAIL_AFTER_MS)).toBe(0);
    expect(await emails()).toEqual([]);
  });

  it("at a table, stops emailing only the one who blocked: the others still hear", async () => {
    const table = aMatch(["ana", "ben", "cy", "dee"], { kind: "group-dinner", revealAt: T - HOUR_MS });
    const { write, runAt, emails, backend } = await aConversation(table);
    await backend.reportStore.file(aReport("ana", "ben", { matchId: table.id }));
    await write("ben");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    expect((await emails()).map(([to]) => to).sort()).toEqual(["cy@state.edu", "dee@state.edu"]);
  });

  it("never emails a member who cancelled the meal (they read, they are out); the others still hear", async () => {
    const trio = aMatch(["ana", "ben", "cy"], {
      members: { ana: aMember("ana", { cancelledAt: T - MINUTE_MS }), ben: aMember("ben"), cy: aMember("cy") },
    });
    const { write, runAt, emails } = await aConversation(trio);
    await write("ben");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    expect(await emails()).toEqual([["cy@state.edu", "Ben wrote to you on Strangers"]]);
  });

  it("names every member who wrote since the last email, in one email", async () => {
    const trio = aMatch(["ana", "ben", "cy"]);
    const { write, runAt, emails } = await aConversation(trio);
    await write("ben");
    await write("cy");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    expect(await emails()).toEqual(
      expect.arrayContaining([
        ["ana@state.edu", "Ben and Cy wrote to you on Strangers"],
        ["ben@state.edu", "Cy wrote to you on Strangers"],
        ["cy@state.edu", "Ben wrote to you on Strangers"],
      ]),
    );
    expect(await emails()).toHaveLength(3);
  });

  it("says nothing once the conversation is over, a week after the meal", async () => {
    const meal = T + UNREAD_EMAIL_AFTER_MS - MEAL_DURATION_MS - CHAT_OPEN_AFTER_MEAL_MS;
    const { write, runAt, emails } = await aConversation(aMatch(["ana", "ben"], { slot: meal, createdAt: meal - 1 }));
    await write("ben");
    expect(await runAt(UNREAD_EMAIL_AFTER_MS)).toBe(0);
    expect(await emails()).toEqual([]);
  });

  it("puts a first name in as data: in the subject only the characters names use, quoted in the body", async () => {
    const match = aMatch(["ana", "ben"], {
      members: { ana: aMember("ana"), ben: aMember("ben", { firstName: "Ben <b>visit evil.example/now</b>" }) },
    });
    const { write, runAt, backend } = await aConversation(match);
    await write("ben");
    await runAt(UNREAD_EMAIL_AFTER_MS);
    const [email] = (await backend.mailbox.list()).filter((sent) => SUBJECT.test(sent.subject));
    expect(email?.subject).toBe("Ben b visit evil example wrote to you on Strangers");
    expect(email?.text).toMatch(/^“Ben b visit evil example” wrote to you/);
    expect(`${email?.subject} ${email?.text}`).not.toMatch(/evil\.example|<b>/);
  });

  it("emails once when the due work runs twice at once (two tabs, two function runs)", async () => {
    const { write, emailing, backend, emails } = await aConversation();
    await write("ben");
    backend.clock.skipTo(T + UNREAD_EMAIL_AFTER_MS);
    const [first, second] = await Promise.all([emailing.execute(), emailing.execute()]);
    expect(first + second).toBe(1);
    expect(await emails()).toHaveLength(1);
  });

  it("reads only the recent messages: one whose 15 minutes passed while the system did not run for hours is not told", async () => {
    const { write, runAt, emails } = await aConversation();
    await write("ben");
    expect(await runAt(UNREAD_EMAIL_LOOKBACK_MS + MINUTE_MS)).toBe(0);
    expect(await emails()).toEqual([]);
  });
});

describe("emailing about unread messages, with more recent messages than a page", () => {
  it("reads them a page at a time and emails each conversation's member once", async () => {
    const ours = aMatch(["ana", "ben"]);
    const theirs = aMatch(["cy", "dee"]);
    const backend = createLocalBackend(new Date(T));
    await backend.matchStore.add([ours, theirs]);
    for (const uid of ["ana", "ben", "cy", "dee"]) {
      await backend.profileStore.create(uid, newProfileOf(defaultProfile(`${uid}@state.edu`, T)));
    }
    const write = (match: Match, senderUid: string, id: string) =>
      backend.chats.append({ id, conversationId: match.id, senderUid, text: "Hi", sentAt: backend.clock.now() });
    for (let i = 0; i < UNREAD_EMAIL_PAGE_SIZE; i += 1) await write(ours, "ben", `ours-${String(i).padStart(4, "0")}`);
    await write(theirs, "dee", "theirs-0");
    const pageSizes: number[] = [];
    const conversations: ChatActivity = {
      sentBetween: async (after, until, limit, from) => {
        const page = await backend.chats.sentBetween(after, until, limit, from);
        pageSizes.push(page.messages.length);
        return page;
      },
      latestIn: (conversationId, after, until, limit) => backend.chats.latestIn(conversationId, after, until, limit),
      standingOf: (conversationId) => backend.chats.standingOf(conversationId),
    };
    const emailing = new EmailUnreadMessages({
      conversations,
      unreadEmails: backend.unreadEmails,
      matches: backend.matchStore,
      profiles: backend.profileStore,
      mailer: backend.system.mailer,
      schedule: backend.mealSchedule,
      clock: backend.clock,
    });
    backend.clock.skipTo(T + UNREAD_EMAIL_AFTER_MS);
    expect(await emailing.execute()).toBe(2);
    expect(pageSizes).toEqual([UNREAD_EMAIL_PAGE_SIZE, 1]);
    const emailed = (await backend.mailbox.list()).filter((email) => SUBJECT.test(email.subject));
    expect(emailed.map((email) => email.to).sort()).toEqual(["ana@state.edu", "cy@state.edu"]);
  });
});
