import type { MealCalendar } from "../schedule/MealCalendar";
import { WEEK_MS } from "../shared/time";
import { firstInLineAfter, type SchoolRoundOutcome } from "./Match";
import { type MealDay, mealDayById, previousMealDay } from "./MealDay";
import { matchOptIns, type RunRoundPorts, tellOutcome } from "./matchOptIns";
import { readProfiles } from "./readProfiles";

export type { RunRoundPorts } from "./matchOptIns";

/** How far back "last round" may be: the meal day before, if there was one within two weeks. */
const PREVIOUS_ROUND_LOOK_BACK_MS = 2 * WEEK_MS;

/** What starts a meal day's round: all of it at once (RunRound), or one task per school (the functions' fan-out). */
export interface RoundStarter {
  /** Starts (or runs) the day's round; false when it had been started or recorded already. */
  execute(dayId: string): Promise<boolean>;
}

/**
 * A round of matching (system): when a meal day's opt-in closes, the students who opted in are
 * matched within their school: in pairs for a lunch for two (domain/matching/matchRound.ts), each
 * pair given a place and a meeting signal at once; at tables for a group dinner (seatGroupDinner),
 * each table told its size and its members' class levels, majors and interests now, their first
 * names, place and signal on the day (RevealTables). Everyone who opted in is told: matched, or not
 * this time and why (each student's part of the outcome is theirs alone).
 *
 * School by school: `start` plans the day (its schools, claimed once: two starts at once make one
 * round), `matchSchool` matches and records one school, once (a school recorded already is left as
 * it is: a retried run only tells its students, if the run that recorded it failed before it had),
 * and the day is recorded with its last school. No run reads
 * more than one school's opt-ins. `execute` does it all in turn (the offline backend); the
 * functions run each school as a task of its own, retried, and `giveUp` on one that keeps failing.
 *
 * Left out, with the reason: students whose profile is incomplete, who paused matching (snooze),
 * and those paused by the no-show policy (`whyNotMatchable`); the students of a school that has no
 * place to meet (the outcome names the school, for the operator). Never paired: students who
 * blocked, reported or "not again"-ed each other, and pairs matched within the cooldown. First in
 * line: those the day's previous round at their school left out through no doing of their own.
 */
export class RunRound implements RoundStarter {
  readonly #ports: RunRoundPorts;

  constructor(ports: RunRoundPorts) {
    this.#ports = ports;
  }

  /** Matches the day, one school after the other; false when it had been started already (or is not a meal day). */
  async execute(dayId: string): Promise<boolean> {
    const schools = await this.start(dayId);
    if (schools === null) return false;
    for (const school of schools) await this.matchSchool(dayId, school);
    return true;
  }

  /**
   * Plans the day's round: the schools with opt-ins, claimed for this run (a day without any is
   * recorded at once). Null when the day is recorded or started already, or is not a meal day.
   */
  async start(dayId: string): Promise<readonly string[] | null> {
    const { optIns, matches, schedule, clock } = this.#ports;
    if ((await matches.findRoundOutcome(dayId)) !== null) return null;
    if (mealDayById(await schedule.read(), dayId) === null) return null;
    const schools = await optIns.schoolsForDay(dayId);
    return (await matches.startRound(dayId, schools, clock.now())) ? schools : null;
  }

  /** Matches one school's students for the day and tells them, once; false when the school was recorded already. */
  async matchSchool(dayId: string, school: string): Promise<boolean> {
    const { optIns, matches, schedule, clock } = this.#ports;
    const recorded = await matches.findSchoolOutcome(dayId, school);
    const calendar = await schedule.read();
    const day = mealDayById(calendar, dayId);
    if (recorded !== null) {
      if (recorded.toldAt === null && day !== null) await this.#tellRecorded(recorded, calendar, day);
      return false;
    }
    if (day === null) return false;
    const now = clock.now();
    const schoolOptIns = (await optIns.listForSchool(dayId, school)).filter((optIn) => optIn.slots.length > 0);
    const previous = previousMealDay(calendar, day, PREVIOUS_ROUND_LOOK_BACK_MS);
    const previousOutcome = previous === null ? null : await matches.findSchoolOutcome(previous.id, school);
    const firstInLine = new Set(previousOutcome === null ? [] : firstInLineAfter(previousOutcome));
    const matching = await matchOptIns(this.#ports, calendar, day, schoolOptIns, { firstInLine, existing: [], now });
    const { created, notMatched } = matching;
    const withoutPlace = matching.schoolsWithoutPlace.includes(school);
    const outcome: SchoolRoundOutcome = {
      dayId,
      school,
      ranAt: now,
      matchCount: created.length,
      notMatched,
      withoutPlace,
      toldAt: null,
    };
    if (!(await matches.recordSchoolRound(outcome, created))) return false;
    if (withoutPlace) {
      const leftOut = Object.values(notMatched).filter((reason) => reason === "no-place").length;
      await this.#ports.operators.noPlaceToMeet(dayId, { [school]: leftOut });
    }
    await tellOutcome(this.#ports, calendar, day, matching, school);
    await matches.markSchoolTold(dayId, school, clock.now());
    return true;
  }

  /**
   * Tells a recorded school's students what its record says, as the run that recorded it would have:
   * the emails are the same, so those it did send are not sent again (the Mailer keeps one of each).
   */
  async #tellRecorded(recorded: SchoolRoundOutcome, calendar: MealCalendar, day: MealDay): Promise<void> {
    const { matches, profiles, clock } = this.#ports;
    const { dayId, school, notMatched } = recorded;
    const created = (await matches.listForDay(dayId, school)).filter((match) => match.origin === "round");
    const told = [...created.flatMap((match) => match.memberIds), ...Object.keys(notMatched)];
    const matching = { created, notMatched, schoolsWithoutPlace: [], profiles: await readProfiles(profiles, told) };
    await tellOutcome(this.#ports, calendar, day, matching, school);
    await matches.markSchoolTold(dayId, school, clock.now());
  }

  /**
   * A school whose matching kept failing is given up on for the day, so that the day is recorded
   * without it, and the operators are told (once); its students were told nothing.
   */
  async giveUp(dayId: string, school: string, attempts: number): Promise<boolean> {
    if (!(await this.#ports.matches.giveUpSchoolRound(dayId, school))) return false;
    await this.#ports.operators.schoolRoundFailed(dayId, school, attempts);
    return true;
  }
}
