import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { MESSAGE_RATE_WINDOW_MS, MESSAGES_PER_WINDOW } from "../../../../domain/chat/chatRules";
import { DAY_MS, SECOND_MS } from "../../../../domain/shared/time";
import { messageOf, quotaFor, send } from "../support/messaging";
import { at, MATCH_ID, rulesWorld } from "../support/rulesWorld";

/**
 * message_quotas/{uid} (firestore.rules): a student's message count, the rate limit a script cannot
 * get around. Who reads: its owner. Who writes: its owner, only in the batch that creates the message
 * it names (and every message needs it to name it: messages.test.ts); never deleted. Which fields:
 * window_start, count, last_message { parent, conversation, id }. Which times: a window starts at
 * request.time, only once the last one (MESSAGE_RATE_WINDOW_MS) is over; inside it, the count goes
 * up by one at a time, to MESSAGES_PER_WINDOW at most.
 */

const { student, asSystem, writeMatch } = rulesWorld();

const quotaDoc = (uid: string, as = uid) => doc(student(as).firestore(), `message_quotas/${uid}`);

/** Ana's count as it stands: `count` messages in a window that started `ago` ago; answers its start. */
async function countSoFar(count: number, ago: number): Promise<Date> {
  const windowStart = at(Date.now() - ago);
  await asSystem((db) => db.doc("message_quotas/ana").set(quotaFor("earlier", { count, windowStart })));
  return windowStart;
}

describe("message_quotas/{uid}: the rate limit", () => {
  it(`takes ${MESSAGES_PER_WINDOW} messages in a window, and refuses the next one`, async () => {
    await writeMatch(2 * DAY_MS);
    for (let index = 1; index <= MESSAGES_PER_WINDOW; index++) {
      await assertSucceeds(send(student("ana"), "ana", `m-${index}`));
    }
    await assertFails(send(student("ana"), "ana", "m-over"));
    await assertFails(
      send(student("ana"), "ana", "m-over", { quota: quotaFor("m-over", { count: MESSAGES_PER_WINDOW + 1 }) }),
    );
  });

  it("starts a new window only once the last one is over, by the server's time", async () => {
    await writeMatch(2 * DAY_MS);
    await countSoFar(MESSAGES_PER_WINDOW, MESSAGE_RATE_WINDOW_MS - 10 * SECOND_MS);
    await assertFails(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1") }));
    await countSoFar(MESSAGES_PER_WINDOW, MESSAGE_RATE_WINDOW_MS + 10 * SECOND_MS);
    await assertSucceeds(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1") }));
  });

  it("refuses a count that skips, goes back, or keeps counting in a window that is over", async () => {
    await writeMatch(2 * DAY_MS);
    const windowStart = await countSoFar(3, 10 * SECOND_MS);
    await assertFails(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1", { count: 5, windowStart }) }));
    await assertFails(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1", { count: 2, windowStart }) }));
    await assertSucceeds(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1", { count: 4, windowStart }) }));
    const old = await countSoFar(3, MESSAGE_RATE_WINDOW_MS + 10 * SECOND_MS);
    await assertFails(send(student("ana"), "ana", "m-2", { quota: quotaFor("m-2", { count: 4, windowStart: old }) }));
  });

  it("refuses a window that starts at a time of the student's own", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(send(student("ana"), "ana", "m-1", { quota: quotaFor("m-1", { windowStart: new Date() }) }));
  });

  it("moves only with the message it names: not alone, not for a message that exists, not for another's", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(setDoc(quotaDoc("ana"), quotaFor("m-1")));
    await assertSucceeds(send(student("ben"), "ben", "m-ben"));
    await assertFails(setDoc(quotaDoc("ana"), quotaFor("m-ben")));
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await assertFails(updateDoc(quotaDoc("ana"), { count: 1, window_start: serverTimestamp() }));
    // Counted against someone else: refused, and the message with it.
    await assertFails(send(student("ana"), "ana", "m-2", { quota: null }));
  });

  it("is read by its owner alone, and deleted by nobody", async () => {
    await writeMatch(2 * DAY_MS);
    await assertSucceeds(send(student("ana"), "ana", "m-1"));
    await assertSucceeds(getDoc(quotaDoc("ana")));
    await assertFails(getDoc(quotaDoc("ana", "ben")));
    await assertFails(deleteDoc(quotaDoc("ana")));
    await assertFails(setDoc(quotaDoc("ana", "ben"), quotaFor("m-x")));
  });

  it("refuses a count with a field of its own, or naming another kind of place", async () => {
    await writeMatch(2 * DAY_MS);
    await assertFails(send(student("ana"), "ana", "m-1", { quota: { ...quotaFor("m-1"), bonus: 100 } }));
    const elsewhere = { ...quotaFor("m-1"), last_message: { parent: "users", conversation: MATCH_ID, id: "m-1" } };
    await assertFails(send(student("ana"), "ana", "m-1", { quota: elsewhere, message: messageOf("ana") }));
  });
});
