import { describe, expect, it } from "vitest";
import type { LateOptInLedger } from "../../domain/meetups/ports/LateOptInLedger";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import { aMatch } from "../support/meetupFixtures";

const DAY = "2026-11-25";
const SCHOOL = "example.edu";

/** What every LateOptInLedger adapter must do; run once per adapter (its MatchLedger reads what it wrote). */
export function describeLateOptInLedgerContract(
  adapterName: string,
  setUp: () => Promise<{ late: LateOptInLedger; matches: MatchLedger }>,
): void {
  describe(`LateOptInLedger contract: ${adapterName}`, () => {
    it("adds late students' parts and matches to their school's outcome, keeping the round's", async () => {
      const { late, matches } = await setUp();
      const roundMatch = aMatch(["ana", "ben"], { dayId: DAY, school: SCHOOL });
      await matches.startRound(DAY, [SCHOOL], 1);
      await matches.recordSchoolRound(
        {
          dayId: DAY,
          school: SCHOOL,
          ranAt: 1,
          matchCount: 1,
          notMatched: { eve: "no-partner" },
          withoutPlace: false,
          toldAt: 1,
        },
        [roundMatch],
      );
      const lateMatch = aMatch(["cy", "dee"], { dayId: DAY, school: SCHOOL });
      await late.addToRound(DAY, SCHOOL, { fay: "joined-after-matching", eve: "snoozed" }, [lateMatch]);

      expect((await matches.findRoundOutcome(DAY))?.matchCount).toBe(2);
      const school = await matches.findSchoolOutcome(DAY, SCHOOL);
      expect(school?.notMatched).toEqual({ eve: "no-partner", fay: "joined-after-matching" });
      expect((await matches.get(lateMatch.id))?.memberIds).toEqual(["cy", "dee"]);
    });

    it("gives a school the round had no opt-ins at its own part", async () => {
      const { late, matches } = await setUp();
      await matches.startRound(DAY, [], 1);
      await late.addToRound(DAY, SCHOOL, { fay: "joined-after-matching" }, []);
      expect((await matches.findSchoolOutcome(DAY, SCHOOL))?.notMatched).toEqual({ fay: "joined-after-matching" });
    });

    it("writes nothing for a day whose round has not run", async () => {
      const { late, matches } = await setUp();
      const lateMatch = aMatch(["cy", "dee"], { dayId: DAY, school: SCHOOL });
      await late.addToRound(DAY, SCHOOL, { fay: "joined-after-matching" }, [lateMatch]);
      expect(await matches.findRoundOutcome(DAY)).toBeNull();
      expect(await matches.get(lateMatch.id)).toBeNull();
    });
  });
}
