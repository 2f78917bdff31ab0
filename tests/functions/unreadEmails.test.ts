import { beforeEach, describe, expect, it } from "vitest";
import { messagePath, readerPath, unreadEmailPath } from "../../adapters/firebase/documents/firestoreLayout";
import { UNREAD_EMAIL_AFTER_MS, UNREAD_EMAIL_AT_MOST_EVERY_MS } from "../../domain/chat/chatRules";
import { MINUTE_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch } from "../support/meetupFixtures";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The emails about unread messages on the emulators: the due jobs (runDueJobsNow, as the 5-minute
 * schedule runs them, "as of" a time) read the conversations' recent messages across matches
 * (a collection-group query), the readers and the match, record each email in `unread_emails`, and
 * write it to `mail` for the extension.
 */

const admin = adminFirestore(PROJECT_ID);
const match = aMatch(["ana", "ben"]);
/** When Ben writes: now, so that the conversation (until a week after the meal, days ahead) is open. */
let T: number;
let operator: string;
const TEXT = "Meet me at the north gate, my number is 555-0100";

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
  T = Date.now();
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  for (const uid of match.memberIds) {
    await admin.doc(`users/${uid}`).set({ email: `${uid}@state.edu`, first_name: uid, class_level: "Junior" });
  }
  await new AdminMatchLedger(admin).add([match]);
});

/** A message of `senderUid` in Ana and Ben's conversation, stored at `at`. */
const said = (id: string, senderUid: string, at: number, text = TEXT) =>
  admin.doc(messagePath(match.id, id)).set({ sender_uid: senderUid, text, sent_at: ADMIN_TIME_CODEC.fromMillis(at) });

/** The due jobs as the schedule runs them, `after` Ben's first message. */
async function dueJobsAt(after: number): Promise<void> {
  const answer = await callFunction("runDueJobsNow", { asOf: T + after }, operator);
  expect(answer.status).toBe(200);
}

/** The emails written for the extension: [to, subject, text and html]. */
async function mail(): Promise<[string, string, string][]> {
  const documents = (await admin.collection("mail").get()).docs;
  return documents.map((document) => [
    String(document.get("to")),
    String(document.get("message.subject")),
    `${document.get("message.text")} ${document.get("message.html")}`,
  ]);
}

describe("runDueJobsNow: the emails about unread messages", () => {
  it("emails Ana once Ben's message has been unread for 15 minutes, never its text, and records it", async () => {
    await said("b-1", "ben", T);
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS - MINUTE_MS);
    expect(await mail()).toEqual([]);
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS);
    const sent = await mail();
    expect(sent.map(([to, subject]) => [to, subject])).toEqual([["ana@state.edu", "Ben wrote to you on Strangers"]]);
    expect(sent[0]?.[2]).toContain("Open the app to read it and reply");
    expect(sent[0]?.[2]).not.toContain("555-0100");
    expect(sent[0]?.[2]).not.toContain("north gate");
    const record = await admin.doc(unreadEmailPath(match.id, "ana")).get();
    expect(record.data()).toEqual({
      conversation_id: match.id,
      uid: "ana",
      emailed_at: ADMIN_TIME_CODEC.fromMillis(T + UNREAD_EMAIL_AFTER_MS),
    });
  });

  it("sends no second email within the hour, then one for a message sent since; two runs at once send one", async () => {
    await said("b-1", "ben", T);
    await Promise.all([dueJobsAt(UNREAD_EMAIL_AFTER_MS), dueJobsAt(UNREAD_EMAIL_AFTER_MS + MINUTE_MS)]);
    expect(await mail()).toHaveLength(1);
    await said("b-2", "ben", T + 20 * MINUTE_MS, "Still on?");
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS + UNREAD_EMAIL_AT_MOST_EVERY_MS - 5 * MINUTE_MS);
    expect(await mail()).toHaveLength(1);
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS + UNREAD_EMAIL_AT_MOST_EVERY_MS + MINUTE_MS);
    expect((await mail()).map(([to, subject]) => [to, subject])).toEqual([
      ["ana@state.edu", "Ben wrote to you on Strangers"],
      ["ana@state.edu", "Ben wrote to you on Strangers"],
    ]);
  });

  it("says nothing of a message read, nor to its author, nor in a closed conversation", async () => {
    await said("b-1", "ben", T);
    await admin.doc(readerPath(match.id, "ana")).set({ read_at: ADMIN_TIME_CODEC.fromMillis(T + MINUTE_MS) });
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS);
    expect(await mail()).toEqual([]);

    await said("b-2", "ben", T + 2 * MINUTE_MS, "Hello?");
    // Ben's block leaves the conversation (his left_chat_at): a lunch for two is closed for both.
    const leftAt = ADMIN_TIME_CODEC.fromMillis(T + 3 * MINUTE_MS);
    await admin.doc(`matches/${match.id}`).update({ "members.ben.left_chat_at": leftAt });
    await dueJobsAt(UNREAD_EMAIL_AFTER_MS + 5 * MINUTE_MS);
    expect(await mail()).toEqual([]);
    expect((await admin.collection("unread_emails").get()).size).toBe(0);
  });
});
