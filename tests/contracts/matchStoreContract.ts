import { describe, expect, it } from "vitest";
import type { Match, RoundOutcome } from "../../domain/meetups/Match";
import type { MatchStore } from "../../domain/ports/MatchStore";
import { aMatch, DAY_ID, dayIdOf, SLOT } from "./meetupFixtures";

/**
 * The adapter used by the signed-in student `uid`, after the system has written `matches` and
 * `outcome` (through the backend's own means: its ledger, or an admin write).
 */
export type MatchStoreSetUp = (written: {
  readonly matches: readonly Match[];
  readonly outcome: RoundOutcome | null;
}) => Promise<{ readonly store: MatchStore; readonly uid: string }>;

/** What every MatchStore adapter must do for a student; run once per adapter. The student is "ana". */
export function describeMatchStoreContract(adapterName: string, setUp: MatchStoreSetUp): void {
  describe(`MatchStore contract: ${adapterName}`, () => {
    const older = aMatch(["ana", "ben"]);
    const nextWeek = dayIdOf(SLOT + 7 * 86_400_000);
    const newer = aMatch(["ana", "cy"], { id: `${nextWeek}_ana_cy`, dayId: nextWeek, slot: SLOT + 7 * 86_400_000 });

    it("gets a match of the student's, and lists theirs newest first", async () => {
      const { store, uid } = await setUp({ matches: [older, newer], outcome: null });
      expect(await store.get(older.id)).toEqual(older);
      expect(await store.listForStudent(uid)).toEqual([newer, older]);
      expect(await store.get("no-such-match")).toBeNull();
    });

    it("changes the student's own answers and nothing else", async () => {
      const { store, uid } = await setUp({ matches: [older], outcome: null });
      const answers = {
        confirmedAt: SLOT - 86_400_000,
        cancelledAt: null,
        cancelledForSafety: false,
        arrival: { kind: "here" as const, at: SLOT - 60_000 },
        feedback: { met: "yes" as const, rating: "great" as const, meetAgain: true, at: SLOT + 3_600_000 },
      };
      await store.answer(older.id, uid, answers);
      const after = await store.get(older.id);
      expect(after?.members[uid]).toEqual({ ...older.members[uid], ...answers });
      expect(after?.members.ben).toEqual(older.members.ben);
      expect({ ...after, members: {} }).toEqual({ ...older, members: {} });
    });

    it("reads a day's round outcome once matching has written it", async () => {
      const outcome: RoundOutcome = {
        dayId: DAY_ID,
        ranAt: SLOT - 86_400_000,
        matchIds: [older.id],
        unmatched: ["dee"],
      };
      const { store } = await setUp({ matches: [older], outcome });
      expect(await store.findRoundOutcome(DAY_ID)).toEqual(outcome);
      expect(await store.findRoundOutcome(nextWeek)).toBeNull();
    });
  });
}
