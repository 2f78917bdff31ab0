import { beforeEach, describe, expect, it } from "vitest";
import { matchPath, messagePath } from "../../adapters/firebase/documents/firestoreLayout";
import { UNREAD_EMAIL_AFTER_MS } from "../../domain/chat/chatRules";
import { UNREAD_EMAIL_PAGE_SIZE } from "../../domain/chat/EmailUnreadMessages";
import { LOCATION_CLEANUP_PAGE_SIZE } from "../../domain/location/ForgetEndedLocationShares";
import { MINUTE_MS } from "../../domain/shared/time";
import { LOCATIONS } from "../../functions/src/adapters/AdminLocationShareLedger";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch } from "../support/meetupFixtures";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The due jobs (runDueJobsNow, as the 5-minute schedule runs them) with more to do than one page:
 * they read a page at a time from a cursor, and still do all of it, once.
 */

const admin = adminFirestore(PROJECT_ID);
const ours = aMatch(["ana", "ben"]);
const theirs = aMatch(["cy", "dee"]);
let T: number;
let operator: string;

beforeEach(async () => {
  await resetEmulators();
  operator = await idTokenWithClaims("olga", { operator: true });
  T = Date.now();
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  for (const uid of ["ana", "ben", "cy", "dee"]) {
    await admin.doc(`users/${uid}`).set({ email: `${uid}@state.edu`, first_name: uid, class_level: "Junior" });
  }
  await new AdminMatchLedger(admin).add([ours, theirs]);
}, 60_000);

/** Writes documents in batches the Admin SDK accepts (500 writes at most each). */
async function writeAll(documents: readonly { readonly path: string; readonly data: object }[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 400) {
    const batch = admin.batch();
    for (const { path, data } of documents.slice(start, start + 400)) batch.set(admin.doc(path), data);
    await batch.commit();
  }
}

const dueJobsAsOf = async (asOf: number) =>
  expect((await callFunction("runDueJobsNow", { asOf }, operator)).status).toBe(200);

describe("runDueJobsNow with more than a page to do", () => {
  it("emails each member once about more unread messages than a page, across conversations", async () => {
    const messages = Array.from({ length: UNREAD_EMAIL_PAGE_SIZE }, (_, i) => ({
      path: messagePath(ours.id, `b-${String(i).padStart(4, "0")}`),
      data: { sender_uid: "ben", text: "Hi", sent_at: ADMIN_TIME_CODEC.fromMillis(T) },
    }));
    messages.push({
      path: messagePath(theirs.id, "d-1"),
      data: { sender_uid: "dee", text: "Hi", sent_at: ADMIN_TIME_CODEC.fromMillis(T + 1) },
    });
    await writeAll(messages);
    await dueJobsAsOf(T + UNREAD_EMAIL_AFTER_MS + MINUTE_MS);
    const to = (await admin.collection("mail").get()).docs.map((document) => String(document.get("to")));
    expect(to.sort()).toEqual(["ana@state.edu", "cy@state.edu"]);
  }, 120_000);

  it("deletes more ended positions than two pages in one run", async () => {
    const ended = Array.from({ length: 2 * LOCATION_CLEANUP_PAGE_SIZE + 1 }, (_, i) => ({
      path: `${matchPath(ours.id)}/${LOCATIONS}/u${i}`,
      data: {
        latitude_steps: 1,
        longitude_steps: 1,
        shared_at: ADMIN_TIME_CODEC.fromMillis(T - 2 * MINUTE_MS),
        expires_at: ADMIN_TIME_CODEC.fromMillis(T - MINUTE_MS),
      },
    }));
    await writeAll(ended);
    expect((await admin.collectionGroup(LOCATIONS).get()).size).toBe(ended.length);
    await dueJobsAsOf(T);
    expect((await admin.collectionGroup(LOCATIONS).get()).size).toBe(0);
  }, 120_000);
});
