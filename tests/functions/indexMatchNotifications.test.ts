import { beforeEach, describe, expect, it } from "vitest";
import { NEXT_PUSH_AT_FIELD, toMatchDocument } from "../../adapters/firebase/documents/matchDocument";
import { DAY_MS, HOUR_MS } from "../../domain/shared/time";
import { AdminMatchLedger } from "../../functions/src/adapters/AdminMatchLedger";
import { adminFirestoreOfProject } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { indexMatchNotifications } from "../../functions/src/indexMatchNotificationsCommand";
import { clearFirestore, QUIET_PROJECT_ID } from "../adapters/firebase/support/emulators";
import { aMatch, dayIdOf } from "../support/meetupFixtures";

/**
 * Matches written before the notifications' due index have no `next_push_at`: the due jobs would
 * not find them. `npm run ops:index-match-notifications` makes each still to be told due now. On a
 * project no function listens to, so that no trigger indexes them first.
 */

const quiet = adminFirestoreOfProject(QUIET_PROJECT_ID);
const NOW = Date.UTC(2026, 11, 2, 9);

async function writtenBeforeTheIndex(slot: number, members: readonly string[]) {
  const match = aMatch(members, { dayId: dayIdOf(slot), slot });
  await quiet.doc(`matches/${match.id}`).set(toMatchDocument(match, ADMIN_TIME_CODEC));
  return match;
}

beforeEach(() => clearFirestore(QUIET_PROJECT_ID));

describe("npm run ops:index-match-notifications", () => {
  it("makes each match still to be told and not in the due index due now, page after page, and only those; run again, indexes nothing", async () => {
    const ahead = await Promise.all(
      ["ana", "ben", "cy", "dee", "eve"].map((uid, i) => writtenBeforeTheIndex(NOW + (i + 1) * HOUR_MS, [uid, "zed"])),
    );
    const startedAnHourAgo = await writtenBeforeTheIndex(NOW - HOUR_MS, ["fay", "gus"]);
    const lastWeek = await writtenBeforeTheIndex(NOW - 7 * DAY_MS, ["hal", "ivy"]);
    const indexedAlready = aMatch(["jo", "kim"], { dayId: dayIdOf(NOW + DAY_MS), slot: NOW + DAY_MS });
    const itsNextPush = ADMIN_TIME_CODEC.fromMillis(NOW + 20 * HOUR_MS);
    await quiet.doc(`matches/${indexedAlready.id}`).set({
      ...toMatchDocument(indexedAlready, ADMIN_TIME_CODEC),
      [NEXT_PUSH_AT_FIELD]: itsNextPush,
    });

    expect(await indexMatchNotifications(quiet, NOW, 2)).toBe(6);

    const due = await new AdminMatchLedger(quiet).duePushes(NOW, 50, null);
    expect(due.map(({ match }) => match.id).sort()).toEqual(
      [...ahead, startedAnHourAgo].map((match) => match.id).sort(),
    );
    expect((await quiet.doc(`matches/${lastWeek.id}`).get()).get(NEXT_PUSH_AT_FIELD)).toBeUndefined();
    expect((await quiet.doc(`matches/${indexedAlready.id}`).get()).get(NEXT_PUSH_AT_FIELD)).toEqual(itsNextPush);
    expect(await indexMatchNotifications(quiet, NOW, 2)).toBe(0);
  });
});
