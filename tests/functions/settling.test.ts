import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACTS_REVEALED, type Match } from "../../domain/meetups/Match";
import { MEETING_WINDOW_AFTER_START_MS } from "../../domain/meetups/meetupRules";
import { DAY_MS, HOUR_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { AdminProfileStore } from "../../functions/src/adapters/AdminProfileStore";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { settleMatch } from "../../functions/src/system";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { aMatch, aMember } from "../support/meetupFixtures";
import { eventually } from "./support/functionsEmulator";

/**
 * What the system does after a member's change (SettleMatch, run by onMatchChanged), on the
 * emulators: the addresses revealed per recipient, only after a real meal, no work done twice, and
 * what a student wrote going into an email as data.
 */

const admin = adminFirestore(PROJECT_ID);
const ts = (millis: number) => ADMIN_TIME_CODEC.fromMillis(millis);
const context = () => ({ firestore: admin, now: Date.now(), siteUrl: "https://strangers.test", operatorEmail: "" });

beforeEach(resetEmulators);
afterEach(() => vi.restoreAllMocks());

async function profiles(...uids: string[]) {
  for (const uid of uids) await admin.doc(`users/${uid}`).set({ email: `${uid}@state.edu`, first_name: uid });
}

/** A match whose meal started `startedAgo` ago, its members confirmed (`cancelled`: those who cancelled). */
async function aMealOf(memberIds: readonly string[], startedAgo: number, cancelled: readonly string[] = []) {
  const slot = Date.now() - startedAgo;
  const match: Match = aMatch(memberIds, {
    slot,
    // Their cancellations were told at the time.
    notices: cancelled.map((uid) => `cancelled:${uid}`),
    members: Object.fromEntries(
      memberIds.map((uid) => [
        uid,
        aMember(uid, cancelled.includes(uid) ? { cancelledAt: slot - 2 * DAY_MS } : { confirmedAt: slot - 2 * DAY_MS }),
      ]),
    ),
  });
  await new AdminMatchLedger(admin).add([match]);
  return match;
}

const meetAgain = (match: Match, uid: string, at: number) =>
  admin.doc(`matches/${match.id}`).update({
    [`members.${uid}.feedback`]: { met: "yes", rating: null, meet_again: true, at: ts(at) },
  });

const contactsOf = async (match: Match) =>
  Object.fromEntries(
    (await admin.collection(`matches/${match.id}/contacts`).get()).docs.map((doc) => [doc.id, doc.get("addresses")]),
  );

describe("onMatchChanged: the addresses", () => {
  it("gives each member who met the others' addresses, where they alone read them; none to one who cancelled", async () => {
    await profiles("ana", "ben", "cy");
    const match = await aMealOf(["ana", "ben", "cy"], 2 * HOUR_MS, ["cy"]);
    await meetAgain(match, "ana", Date.now());
    await meetAgain(match, "ben", Date.now());
    await eventually(
      () => contactsOf(match),
      (contacts) => expect(contacts).toEqual({ ana: { ben: "ben@state.edu" }, ben: { ana: "ana@state.edu" } }),
    );
    const stored = (await admin.doc(`matches/${match.id}`).get()).data();
    expect(stored?.contacts).toBeUndefined();
    // The lifecycle's own notices (the notifications' `push:` records are tests/functions/notifications.test.ts's).
    const notices: string[] = stored?.notices ?? [];
    expect(notices.filter((notice) => !notice.startsWith("push"))).toEqual(["cancelled:cy", CONTACTS_REVEALED]);
  });

  it("reveals nothing for 'meet again' answers stamped ahead of the meal, whatever let them in", async () => {
    await profiles("ana", "ben");
    const match = await aMealOf(["ana", "ben"], -HOUR_MS);
    const afterTheMeal = match.slot + MEETING_WINDOW_AFTER_START_MS;
    for (const uid of ["ana", "ben"]) await meetAgain(match, uid, afterTheMeal);
    await settleMatch(context(), match.id);
    expect(await contactsOf(match)).toEqual({});
    // None of the lifecycle's own notices (the notifications' `push:` records may come in beside it).
    const notices: string[] = (await admin.doc(`matches/${match.id}`).get()).get("notices") ?? [];
    expect(notices.filter((notice) => !notice.startsWith("push"))).toEqual([]);
  });

  it("does no work again for a change that settles nothing: no profile read, no write, no email", async () => {
    await profiles("ana", "ben");
    const match = await aMealOf(["ana", "ben"], 2 * HOUR_MS);
    for (const uid of ["ana", "ben"]) await meetAgain(match, uid, Date.now());
    await settleMatch(context(), match.id);
    const revealedAt = (await admin.doc(`matches/${match.id}/contacts/ana`).get()).updateTime;
    const reads = vi.spyOn(AdminProfileStore.prototype, "read");
    await admin.doc(`matches/${match.id}`).update({ "members.ana.feedback.rating": "great" });
    await settleMatch(context(), match.id);
    expect(reads).not.toHaveBeenCalled();
    expect((await admin.doc(`matches/${match.id}/contacts/ana`).get()).updateTime).toEqual(revealedAt);
    expect((await admin.collection("mail").get()).size).toBe(0);
  });
});

describe("emails: what a student wrote goes in as data", () => {
  it("carries a first name made of a link and a line break only as letters in the subject, quoted in the body", async () => {
    await profiles("ana", "ben");
    const match = aMatch(["ana", "ben"], { slot: Date.now() + 2 * DAY_MS });
    const ben = aMember("ben", { firstName: "Ben\nVerify your account at https://evil.example.com" });
    await new AdminMatchLedger(admin).add([{ ...match, members: { ...match.members, ben } }]);
    await admin.doc(`matches/${match.id}`).update({ "members.ben.cancelled_at": ts(Date.now()) });
    const [email] = await eventually(
      async () => (await admin.collection("mail").get()).docs.map((doc) => doc.data()),
      (sent) => expect(sent).toHaveLength(1),
    );
    expect(email?.to).toBe("ana@state.edu");
    expect(email?.message.subject).toBe("Ben Verify your account can't make it");
    expect(email?.message.text).toMatch(/^Your match, “Ben Verify your account”, can't make it to your meal on /);
    expect(JSON.stringify(email)).not.toMatch(/evil\.example|https:\/\/evil|Ben\\n/);
  });
});
