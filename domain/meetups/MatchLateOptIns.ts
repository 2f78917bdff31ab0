import type { MealCalendar } from "../schedule/MealCalendar";
import type { EpochMillis } from "../shared/EpochMillis";
import type { NoMatchReason } from "./Match";
import { type MealDay, openMealDays } from "./MealDay";
import { matchOptIns, type RunRoundPorts, tellOutcome } from "./matchOptIns";
import type { LateOptInLedger } from "./ports/LateOptInLedger";

export interface MatchLateOptInsPorts extends RunRoundPorts {
  readonly lateOptIns: LateOptInLedger;
}

/** A late student the others who came late could not be matched with hears that matching had run already. */
function lateReasonOf(reason: NoMatchReason): NoMatchReason {
  return reason === "no-partner" || reason === "no-table" ? "joined-after-matching" : reason;
}

/**
 * Opt-ins that came after their day's round (system): a round run before its day's opt-in closed
 * (the developer tools' Run matching now) leaves the day open, and a student may still opt in. Each
 * open day already matched has its late opt-ins matched as the round would have matched them, school
 * by school, among themselves (the round's matches are made: nobody is taken from them), at places
 * and signals of their own; the others are told why not, each with their part of their school's
 * outcome: what kept them out (a pause, no place…), or, for want of a partner or a table, that
 * matching had run before they opted in ("joined-after-matching"). Like anyone the round left
 * without a partner, they may then wait for a later time that day (the waitlist). A late student is
 * handled once: their part stays.
 */
export class MatchLateOptIns {
  readonly #ports: MatchLateOptInsPorts;

  constructor(ports: MatchLateOptInsPorts) {
    this.#ports = ports;
  }

  async execute(): Promise<void> {
    const calendar = await this.#ports.schedule.read();
    const now = this.#ports.clock.now();
    for (const day of openMealDays(calendar, now)) {
      if ((await this.#ports.matches.findRoundOutcome(day.id)) === null) continue;
      for (const school of await this.#ports.optIns.schoolsForDay(day.id)) {
        await this.#matchLate(calendar, day, school, now);
      }
    }
  }

  async #matchLate(calendar: MealCalendar, day: MealDay, school: string, now: EpochMillis): Promise<void> {
    const { matches, optIns } = this.#ports;
    const outcome = await matches.findSchoolOutcome(day.id, school);
    const schoolMatches = await matches.listForDay(day.id, school);
    const told = new Set([
      ...Object.keys(outcome?.notMatched ?? {}),
      ...schoolMatches.flatMap((match) => match.memberIds),
    ]);
    const late = (await optIns.listForSchool(day.id, school)).filter(
      (optIn) => optIn.slots.length > 0 && !told.has(optIn.uid),
    );
    if (late.length === 0) return;
    const matching = await matchOptIns(this.#ports, calendar, day, late, {
      firstInLine: new Set(),
      existing: schoolMatches,
      now,
    });
    const notMatched = Object.fromEntries(
      Object.entries(matching.notMatched).map(([uid, reason]) => [uid, lateReasonOf(reason)]),
    );
    await this.#ports.lateOptIns.addToRound(day.id, school, notMatched, matching.created);
    await tellOutcome(this.#ports, calendar, day, { ...matching, notMatched }, school);
  }
}
