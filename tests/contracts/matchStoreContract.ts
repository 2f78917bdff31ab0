import { describe, expect, it } from "vitest";
import type { Match, SchoolRoundOutcome } from "../../domain/meetups/Match";
import type { MatchStore } from "../../domain/meetups/ports/MatchStore";
import { aMatch, DAY_ID, dayIdOf, SLOT } from "../support/meetupFixtures";
import { aSchoolOutcome } from "../support/schoolRounds";

/** Addresses the system revealed on a match, per recipient (MatchLedger.revealContacts). */
export interface Revealed {
  readonly matchId: string;
  readonly byRecipient: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The adapter used by the signed-in student `uid`, after the system has written `matches`,
 * `outcome` and `revealed` (through the backend's own means: its ledger, or an admin write).
 */
export type MatchStoreSetUp = (written: {
  readonly matches: readonly Match[];
  readonly outcome: SchoolRoundOutcome | null;
  readonly revealed?: readonly Revealed[];
}) => Promise<{ readonly store: MatchStore; readonly uid: string }>;

/** What every MatchStore adapter must do for a student; run once per adapter. The student is "ana". */
export function describeMatchStoreContract(adapterName: string, setUp: MatchStoreSetUp): void {
  describe(`MatchStore contract: ${adapterName}`, () => {
    const older = aMatch(["ana", "ben"]);
    const nextWeek = dayIdOf(SLOT + 7 * 86_400_000);
    const newer = aMatch(["ana", "cy"], { id: `${nextWeek}_ana_cy`, dayId: nextWeek, slot: SLOT + 7 * 86_400_000 });
    const theirs = aMatch(["dee", "eve"]);

    it("finds a match of the student's, and lists theirs newest first", async () => {
      const { store, uid } = await setUp({ matches: [older, newer, theirs], outcome: null });
      expect(await store.find(older.id, uid)).toEqual(older);
      expect(await store.listForStudent(uid)).toEqual([newer, older]);
    });

    it("finds nothing of another pair's match, exactly as of a match that does not exist", async () => {
      const { store, uid } = await setUp({ matches: [older, theirs], outcome: null });
      expect(await store.find(theirs.id, uid)).toBeNull();
      expect(await store.find(`${DAY_ID}_ana_zed`, uid)).toBeNull();
    });

    it("changes the student's own answers and nothing else", async () => {
      const { store, uid } = await setUp({ matches: [older], outcome: null });
      // Stamped now: on Firebase the rules take a time near the server's only.
      const answers = {
        confirmedAt: Date.now(),
        cancelledAt: null,
        cancelledForSafety: false,
        arrival: null,
        feedback: null,
      };
      await store.answer(older.id, uid, answers);
      const after = await store.find(older.id, uid);
      expect(after?.members[uid]).toEqual({ ...older.members[uid], ...answers });
      expect(after?.members.ben).toEqual(older.members.ben);
      expect({ ...after, members: {} }).toEqual({ ...older, members: {} });
    });

    it("tells the student their own part of a round's outcome once matching has written it: matched", async () => {
      const outcome = aSchoolOutcome({ matchCount: 1, notMatched: { dee: "no-partner" } });
      const { store, uid } = await setUp({ matches: [older], outcome });
      expect(await store.findMyOutcome(DAY_ID, uid)).toEqual({
        dayId: DAY_ID,
        ranAt: outcome.ranAt,
        result: "matched",
      });
      expect(await store.findMyOutcome(nextWeek, uid)).toBeNull();
    });

    it("tells the student their own part of a round's outcome: not matched, and why", async () => {
      const outcome = aSchoolOutcome({
        matchCount: 1,
        notMatched: { ana: "no-place", fay: "snoozed" },
        withoutPlace: true,
      });
      const { store, uid } = await setUp({ matches: [theirs], outcome });
      expect(await store.findMyOutcome(DAY_ID, uid)).toEqual({
        dayId: DAY_ID,
        ranAt: outcome.ranAt,
        result: "no-place",
      });
    });

    it("reads the addresses revealed to the student on a match, and none where nothing was", async () => {
      const revealed: Revealed = {
        matchId: older.id,
        byRecipient: { ana: { ben: "ben@state.edu" }, ben: { ana: "ana@state.edu" } },
      };
      const { store, uid } = await setUp({ matches: [older, newer], outcome: null, revealed: [revealed] });
      expect(await store.contactsOf(older.id, uid)).toEqual({ ben: "ben@state.edu" });
      expect(await store.contactsOf(newer.id, uid)).toEqual({});
    });
  });
}
