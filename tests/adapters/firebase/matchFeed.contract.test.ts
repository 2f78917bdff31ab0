import { describe, expect, it } from "vitest";
import { FirestoreMatchFeed } from "../../../adapters/firebase/FirestoreMatchFeed";
import { FirestoreMatchStore } from "../../../adapters/firebase/FirestoreMatchStore";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeMatchFeedContract } from "../../contracts/matchFeedContract";
import { aMatch } from "../../support/meetupFixtures";
import { PROJECT_ID } from "./support/emulators";
import { freshMembers, liteFirestoreOf, realtimeFirestoreOf, realtimeSuite } from "./support/realtimeMembers";

/**
 * The hub's matches in real time on Firebase, against the emulators with the rules on: each member
 * on an app of their own, signed in, following with the full SDK's onSnapshot and answering through
 * the lite SDK, as the app does; the matches written as the functions write them (Admin SDK).
 */

const admin = adminFirestore(PROJECT_ID);
realtimeSuite();

describeMatchFeedContract("FirestoreMatchFeed (Firestore emulator, rules on)", async (matches) => {
  await freshMembers();
  const system = new AdminMatchLedger(admin);
  await system.add(matches);
  return {
    as: async (uid) => new FirestoreMatchFeed(await realtimeFirestoreOf(uid)),
    storeAs: async (uid) => new FirestoreMatchStore(await liteFirestoreOf(uid)),
    system,
  };
});

describe("FirestoreMatchFeed on the rules", () => {
  it("cannot follow another student's matches: the rules refuse the query, once", async () => {
    await freshMembers();
    await new AdminMatchLedger(admin).add([aMatch(["ben", "cy"])]);
    const feed = new FirestoreMatchFeed(await realtimeFirestoreOf("ana"));
    const errors: unknown[] = [];
    let changes = 0;
    const failed = new Promise<void>((resolve) => {
      feed.follow(
        "ben",
        () => {
          changes += 1;
        },
        (error) => {
          errors.push(error);
          resolve();
        },
      );
    });
    await failed;
    expect(changes).toBe(0);
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as { code?: string }).code)).toBe("permission-denied");
  });
});
