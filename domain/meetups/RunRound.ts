import { WEEK_MS } from "../shared/time";
import { firstInLineAfter, type RoundOutcome } from "./Match";
import { mealDayById, previousMealDay } from "./MealDay";
import { matchOptIns, type RunRoundPorts, tellOutcome } from "./matchOptIns";

export type { RunRoundPorts } from "./matchOptIns";

/** How far back "last round" may be: the meal day before, if there was one within two weeks. */
const PREVIOUS_ROUND_LOOK_BACK_MS = 2 * WEEK_MS;

/**
 * A round of matching (system): when a meal day's opt-in closes, the students who opted in are
 * matched within their school: in pairs for a lunch for two (domain/matching/matchRound.ts), each
 * pair given a place and a meeting signal at once; at tables for a group dinner (seatGroupDinner),
 * each table told its size and its members' class levels, majors and interests now, their first
 * names, place and signal on the day (RevealTables). Everyone who opted in is told: matched, or not
 * this time and why (each student's part of the outcome is theirs alone). Runs once per day: a
 * second run finds the outcome written and does nothing.
 *
 * Left out, with the reason: students whose profile is incomplete, who paused matching (snooze),
 * and those paused by the no-show policy (`whyNotMatchable`); the students of a school that has no
 * place to meet (the outcome names the school, for the operator). Never paired: students who
 * blocked, reported or "not again"-ed each other, and pairs matched within the cooldown. First in
 * line: those the day's previous round left out through no doing of their own.
 */
export class RunRound {
  readonly #ports: RunRoundPorts;

  constructor(ports: RunRoundPorts) {
    this.#ports = ports;
  }

  /** Matches the day; false when it had been matched already (or is not a meal day). */
  async execute(dayId: string): Promise<boolean> {
    const { optIns, matches, schedule, clock } = this.#ports;
    if ((await matches.findRoundOutcome(dayId)) !== null) return false;
    const calendar = await schedule.read();
    const day = mealDayById(calendar, dayId);
    if (day === null) return false;
    const now = clock.now();
    const dayOptIns = (await optIns.listForDay(dayId)).filter((optIn) => optIn.slots.length > 0);
    const previous = previousMealDay(calendar, day, PREVIOUS_ROUND_LOOK_BACK_MS);
    const previousOutcome = previous === null ? null : await matches.findRoundOutcome(previous.id);
    const firstInLine = new Set(previousOutcome === null ? [] : firstInLineAfter(previousOutcome));
    const matching = await matchOptIns(this.#ports, calendar, day, dayOptIns, { firstInLine, existing: [], now });
    const { created, notMatched, schoolsWithoutPlace } = matching;
    const outcome: RoundOutcome = {
      dayId,
      ranAt: now,
      matchIds: created.map((match) => match.id),
      notMatched,
      schoolsWithoutPlace,
    };
    if (!(await matches.recordRound(outcome, created))) return false;
    if (schoolsWithoutPlace.length > 0) {
      const leftOut: Record<string, number> = {};
      for (const { uid, school } of dayOptIns) {
        if (notMatched[uid] === "no-place") leftOut[school] = (leftOut[school] ?? 0) + 1;
      }
      await this.#ports.operators.noPlaceToMeet(dayId, leftOut);
    }
    await tellOutcome(this.#ports, calendar, day, matching);
    return true;
  }
}
