import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { CHAT_OPEN_AFTER_MEAL_MS, MESSAGE_MAX_LENGTH } from "../../../../domain/chat/chatRules";
import { MEAL_DURATION_MS } from "../../../../domain/meetups/meetupRules";
import { safetyReportId } from "../../../../domain/meetups/Report";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../../domain/shared/time";
import { messageOf, send } from "../support/messaging";
import { at, MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * matches/{matchId}/messages/{messageId} (firestore.rules): the match's conversation. Who reads: its
 * members (one by one or all); the trust and safety team only a message a report about its sender on
 * this match names. Who writes: a member, in their own name, while still in and while nobody closed
 * the conversation; never an edit or a delete. Which fields: sender_uid, text (1 to
 * MESSAGE_MAX_LENGTH characters). Which times: sent_at is request.time; from the reveal until
 * CHAT_OPEN_AFTER_MEAL_MS after the meal. Each message moves its sender's count in the same batch
 * (the count's own rules: messageQuotas.test.ts).
 */

const { student, asSystem, writeMatch } = rulesWorld();

const messageDoc = (context: RulesTestContext, id: string) =>
  doc(context.firestore(), `matches/${MATCH_ID}/messages/${id}`);
const conversation = (context: RulesTestContext) =>
  query(collection(context.firestore(), `matches/${MATCH_ID}/messages`), orderBy("sent_at"));

describe("messages: who writes", () => {
  it("lets each member write, in their own name, at the server's time: the other reads it, one by one or all", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await assertSucceeds(
      send(student("ben"), "ben", "m-2", { message: messageOf("ben", "x".repeat(MESSAGE_MAX_LENGTH)) }),
    );
    await assertSucceeds(getDoc(messageDoc(student("ben"), "m-1")));
    await assertSucceeds(getDocs(conversation(student("ana"))));
  });

  it("takes a trio's third member, and a message the minute the match is revealed", async () => {
    await writeMatch(2 * DAY_MS, {}, { memberIds: ["ana", "ben", "cy"] });
    await assertSucceeds(send(student("cy"), "cy", "m-1"));
  });

  it("opens a table's conversation when its first names are told (reveal_at, by the server's time), not before", async () => {
    const table = { memberIds: ["ana", "ben", "cy", "dee"] };
    await writeMatch(2 * DAY_MS, {}, { ...table, table: { revealIn: HOUR_MS } });
    await assertFails(send(student("ana"), "ana", "m-1"));
    await writeMatch(2 * DAY_MS, {}, { ...table, table: { revealIn: -MINUTE_MS } });
    await assertSucceeds(send(student("ana"), "ana", "m-2"));
  });

  const refused: [string, Record<string, unknown>][] = [
    ["in another member's name", { ...messageOf("ben") }],
    ["with a time of the sender's own", { ...messageOf("ana"), sent_at: new Date() }],
    ["empty", messageOf("ana", "")],
    ["of spaces only", messageOf("ana", "   \n ")],
    [`over ${MESSAGE_MAX_LENGTH} characters`, messageOf("ana", "x".repeat(MESSAGE_MAX_LENGTH + 1))],
    ["that is not text", { ...messageOf("ana"), text: { html: "<b>hi</b>" } }],
    ["with a field of its own", { ...messageOf("ana"), link: "https://example.com" }],
    ["without its sender", { text: "Hi", sent_at: messageOf("ana").sent_at }],
  ];
  for (const [what, message] of refused) {
    it(`refuses a message ${what}`, async () => {
      await writeMatch(2 * DAY_MS);
      await assertFails(send(student("ana"), "ana", "m-1", { message }));
    });
  }

  it("refuses anyone who is not a member, and a match that does not exist", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(send(student("cy"), "cy", "m-1"));
    await assertFails(send(student("ana"), "ana", "m-1", { matchId: "no-such-match" }));
  });

  it("refuses a message id that is not one path segment of letters, digits, - and _", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(send(student("ana"), "ana", "m.1"));
    await assertFails(send(student("ana"), "ana", "x".repeat(65)));
  });

  it("refuses a member who cancelled (who still reads)", async () => {
    await writeMatch(2 * DAY_MS, { ana: { cancelled_at: at(Date.now() - MINUTE_MS) } });
    await assertSucceeds(send(student("ben"), "ben", "m-1"));
    await assertFails(send(student("ana"), "ana", "m-2"));
    await assertSucceeds(getDocs(conversation(student("ana"))));
  });

  it("refuses every member once the conversation is closed (a block, a report or a 'not again'), who still read", async () => {
    await writeMatch(2 * DAY_MS);
    await asSystem((db) => db.doc(`matches/${MATCH_ID}`).update({ chat_closed_at: new Date() }));
    await assertFails(send(student("ana"), "ana", "m-1"));
    await assertFails(send(student("ben"), "ben", "m-2"));
    await assertSucceeds(getDocs(conversation(student("ben"))));
  });

  const leftAt = () => at(Date.now() - MINUTE_MS);

  it("closes a lunch for two for both the moment either member left it (their block or report's batch)", async () => {
    await writeMatch(2 * DAY_MS, { ben: { left_chat_at: leftAt() } });
    await assertFails(send(student("ana"), "ana", "m-1"));
    await assertFails(send(student("ben"), "ben", "m-2"));
    await assertSucceeds(getDocs(conversation(student("ana"))));
  });

  it("closes a trio for all three when its third member left it", async () => {
    await writeMatch(2 * DAY_MS, { cy: { left_chat_at: leftAt() } }, { memberIds: ["ana", "ben", "cy"] });
    await assertFails(send(student("ana"), "ana", "m-1"));
  });

  it("at a table of six, refuses only the one who left (any seat): the table goes on", async () => {
    const table = { memberIds: ["ana", "ben", "cy", "dee", "eve", "fay"], table: { revealIn: -HOUR_MS } };
    await writeMatch(2 * DAY_MS, { fay: { left_chat_at: leftAt() } }, table);
    await assertFails(send(student("fay"), "fay", "m-1"));
    await assertSucceeds(send(student("eve"), "eve", "m-2"));
    await assertSucceeds(send(student("ana"), "ana", "m-3"));
    await assertSucceeds(getDocs(conversation(student("fay"))));
  });

  it("refuses a member suspended by the trust and safety team until the suspension ends; the others write on", async () => {
    await writeMatch(2 * DAY_MS);
    await asSystem((db) => db.doc("users/ana").set({ suspended_until: at(Date.now() + DAY_MS) }));
    await assertFails(send(student("ana"), "ana", "m-1"));
    await assertSucceeds(send(student("ben"), "ben", "m-2"));
    await asSystem((db) => db.doc("users/ana").set({ suspended_until: at(Date.now() - MINUTE_MS) }));
    await assertSucceeds(send(student("ana"), "ana", "m-3"));
  });

  it("takes a message until a week after the meal, by the server's time, and none after", async () => {
    const open = CHAT_OPEN_AFTER_MEAL_MS + MEAL_DURATION_MS;
    await writeMatch(-(open - 2 * MINUTE_MS));
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await writeMatch(-(open + 2 * MINUTE_MS));
    await assertFails(send(student("ana"), "ana", "m-2"));
  });

  it("refuses a message whose batch does not count it, or counts another one", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(send(student("ana"), "ana", "m-1", { quota: null }));
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    // The count still names m-1: m-2 alone is not counted.
    await assertFails(send(student("ana"), "ana", "m-2", { quota: null }));
  });

  it("never lets a message be changed or deleted: the sender's own neither, another's neither, nor sent again", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await assertFails(updateDoc(messageDoc(student("ana"), "m-1"), { text: "Something else" }));
    await assertFails(updateDoc(messageDoc(student("ben"), "m-1"), { text: "Something else" }));
    await assertFails(deleteDoc(messageDoc(student("ana"), "m-1")));
    await assertFails(deleteDoc(messageDoc(student("ben"), "m-1")));
    // The same id again (a retry after a lost answer) stores nothing more.
    await assertFails(send(student("ana"), "ana", "m-1"));
  });
});

describe("messages: who reads", () => {
  it("refuses anyone who is not a member, one by one or listed, and a student listing every conversation", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await assertFails(getDoc(messageDoc(student("cy"), "m-1")));
    await assertFails(getDocs(conversation(student("cy"))));
    await assertFails(getDoc(messageDoc(student("olga", { operator: true }), "m-1")));
  });

  describe("the trust and safety team", () => {
    const reportOn = (messageIds: string[]) => ({
      kind: "report",
      reporter_uid: "ben",
      reported_uid: "ana",
      school: "state.edu",
      match_id: MATCH_ID,
      reason: "inappropriate-messages",
      details: "",
      message_ids: messageIds,
      created_at: new Date(),
    });
    const reportId = safetyReportId({ reporterUid: "ben", reportedUid: "ana", matchId: MATCH_ID, kind: "report" });
    const reviewer = () => student("tess", { trust_and_safety: true });

    it("reads a message a report about its sender names, and no other message", async () => {
      await writeMatch(2 * DAY_MS);
      for (const id of ["m-1", "m-2"]) await assertSucceeds(send(student("ana"), "ana", id));
      await assertSucceeds(send(student("ben"), "ben", "m-3"));
      await asSystem((db) => db.doc(`reports/${reportId}`).set(reportOn(["m-1"])));
      await assertSucceeds(getDoc(messageDoc(reviewer(), "m-1")));
      await assertFails(getDoc(messageDoc(reviewer(), "m-2")));
      // Ben's own message: the report is about Ana, not him.
      await assertFails(getDoc(messageDoc(reviewer(), "m-3")));
      await assertFails(getDocs(conversation(reviewer())));
    });

    it("reads a message reported by a member in any seat of a table, the sixth too", async () => {
      const table = ["ana", "ben", "cy", "dee", "eve", "fay"];
      await writeMatch(2 * DAY_MS, {}, { memberIds: table, table: { revealIn: -HOUR_MS } });
      await assertSucceeds(send(student("ana"), "ana", "m-1"));
      const byFay = safetyReportId({ reporterUid: "fay", reportedUid: "ana", matchId: MATCH_ID, kind: "report" });
      await asSystem((db) => db.doc(`reports/${byFay}`).set({ ...reportOn(["m-1"]), reporter_uid: "fay" }));
      await assertSucceeds(getDoc(messageDoc(reviewer(), "m-1")));
    });

    it("reads nothing without a report, nor through a block (which carries no messages)", async () => {
      await writeMatch(2 * DAY_MS);
      await assertSucceeds(send(student("ana"), "ana", "m-1"));
      await assertFails(getDoc(messageDoc(reviewer(), "m-1")));
      const blockId = safetyReportId({ reporterUid: "ben", reportedUid: "ana", matchId: MATCH_ID, kind: "block" });
      await asSystem((db) => db.doc(`reports/${blockId}`).set({ ...reportOn(["m-1"]), kind: "block", reason: null }));
      await assertFails(getDoc(messageDoc(reviewer(), "m-1")));
    });
  });
});
