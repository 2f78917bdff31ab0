import type { Match, SchoolRoundOutcome } from "../../domain/meetups/Match";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import { DAY_ID, SLOT } from "./meetupFixtures";

/** One school's outcome of a round (state.edu, the day before the fixtures' slot): nobody left out unless given. */
export function aSchoolOutcome(overrides: Partial<SchoolRoundOutcome> = {}): SchoolRoundOutcome {
  return {
    dayId: DAY_ID,
    school: "state.edu",
    ranAt: SLOT - 86_400_000,
    matchCount: 0,
    notMatched: {},
    withoutPlace: false,
    toldAt: null,
    ...overrides,
  };
}

/** A day whose round had one school: started over it, then that school recorded (what RunRound does for it). */
export async function recordOneSchoolRound(
  ledger: MatchLedger,
  outcome: SchoolRoundOutcome,
  matches: readonly Match[],
): Promise<boolean> {
  await ledger.startRound(outcome.dayId, [outcome.school], outcome.ranAt);
  return ledger.recordSchoolRound(outcome, matches);
}
