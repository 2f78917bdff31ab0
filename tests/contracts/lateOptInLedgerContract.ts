import { describe, expect, it } from "vitest";
import type { LateOptInLedger } from "../../domain/meetups/ports/LateOptInLedger";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import { aMatch } from "../support/meetupFixtures";

const DAY = "2026-11-25";

/** What every LateOptInLedger adapter must do; run once per adapter (its MatchLedger reads what it wrote). */
export function describeLateOptInLedgerContract(
  adapterName: string,
  setUp: () => Promise<{ late: LateOptInLedger; matches: MatchLedger }>,
): void {
  describe(`LateOptInLedger contract: ${adapterName}`, () => {
    it("adds late students' parts and matches to the day's outcome, keeping the round's", async () => {
      const { late, matches } = await setUp();
      const roundMatch = aMatch(["ana", "ben"], { dayId: DAY });
      await matches.recordRound(
        { dayId: DAY, ranAt: 1, matchIds: [roundMatch.id], notMatched: { eve: "no-partner" }, schoolsWithoutPlace: [] },
        [roundMatch],
      );
      const lateMatch = aMatch(["cy", "dee"], { dayId: DAY });
      await late.addToRound(DAY, { fay: "joined-after-matching", eve: "snoozed" }, [lateMatch]);

      const outcome = await matches.findRoundOutcome(DAY);
      expect(outcome?.matchIds).toEqual([roundMatch.id, lateMatch.id]);
      expect(outcome?.notMatched).toEqual({ eve: "no-partner", fay: "joined-after-matching" });
      expect((await matches.get(lateMatch.id))?.memberIds).toEqual(["cy", "dee"]);
    });

    it("writes nothing for a day whose round has not run", async () => {
      const { late, matches } = await setUp();
      const lateMatch = aMatch(["cy", "dee"], { dayId: DAY });
      await late.addToRound(DAY, { fay: "joined-after-matching" }, [lateMatch]);
      expect(await matches.findRoundOutcome(DAY)).toBeNull();
      expect(await matches.get(lateMatch.id)).toBeNull();
    });
  });
}
