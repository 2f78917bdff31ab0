import { type MatchCandidate, matchRound } from "../matching/matchRound";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { StoredProfile } from "../profile/UserProfile";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import { inBatches } from "../shared/inBatches";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { WEEK_MS } from "../shared/time";
import { formMatches, formTables, slotKey } from "./formMatches";
import { firstInLineAfter, type Match, type NoMatchReason, type SchoolRoundOutcome } from "./Match";
import { firstSlotOf, mealDayById, previousMealDay } from "./MealDay";
import { whyNotMatchable } from "./matchingEligibility";
import { matchingExclusions } from "./matchingExclusions";
import { othersOf } from "./matchStatus";
import { matchedEmail, noMatchEmail } from "./meetupEmails";
import type { MatchLedger } from "./ports/MatchLedger";
import type { OperatorAlerts } from "./ports/OperatorAlerts";
import type { OptInLedger } from "./ports/OptInLedger";
import type { PlaceDirectory } from "./ports/PlaceDirectory";
import type { ReportLedger } from "./ports/ReportLedger";
import { RevealTables } from "./RevealTables";
import { readProfiles } from "./readProfiles";
import { seatGroupDinner } from "./seatGroupDinner";
import { seatedEmail } from "./tableEmails";
import { tableRevealAt } from "./tableRules";

/** The ports a round of matching uses. */
export interface RunRoundPorts {
  readonly optIns: OptInLedger;
  readonly profiles: ProfileStore;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly places: PlaceDirectory;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
  readonly operators: OperatorAlerts;
}

/** A school's emails are sent this many at a time. */
const EMAILS_AT_ONCE = 25;

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
 * it is: a retried run does nothing), and the day is recorded with its last school. No run reads
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
    if ((await matches.findSchoolOutcome(dayId, school)) !== null) return false;
    const calendar = await schedule.read();
    const day = mealDayById(calendar, dayId);
    if (day === null) return false;
    const now = clock.now();
    const schoolOptIns = (await optIns.listForSchool(dayId, school)).filter((optIn) => optIn.slots.length > 0);
    const profiles = await readProfiles(
      this.#ports.profiles,
      schoolOptIns.map((optIn) => optIn.uid),
    );
    const previous = previousMealDay(calendar, day, PREVIOUS_ROUND_LOOK_BACK_MS);
    const previousOutcome = previous === null ? null : await matches.findSchoolOutcome(previous.id, school);
    const firstInLine = new Set(previousOutcome === null ? [] : firstInLineAfter(previousOutcome));

    let created: Match[] = [];
    const notMatched: Record<string, NoMatchReason> = {};
    const exclusions = await matchingExclusions(school, now, this.#ports);
    const candidates: MatchCandidate[] = [];
    for (const optIn of schoolOptIns) {
      const profile = profiles.get(optIn.uid) ?? null;
      const reason = whyNotMatchable(profile, exclusions.pausedUntil(optIn.uid), now);
      if (reason !== null) {
        notMatched[optIn.uid] = reason;
        continue;
      }
      candidates.push({
        id: optIn.uid,
        school,
        slots: optIn.slots.filter((slot) => day.slots.includes(slot)).map(slotKey),
        interests: profile?.preferences?.interests ?? [],
        dietary: profile?.preferences?.dietary ?? [],
        priority: firstInLine.has(optIn.uid),
      });
    }
    const places = candidates.length === 0 ? [] : await this.#ports.places.placesFor(school);
    const withoutPlace = candidates.length > 0 && places.length === 0;
    if (withoutPlace) {
      for (const candidate of candidates) notMatched[candidate.id] = "no-place";
    } else if (candidates.length > 0 && day.kind === "group-dinner") {
      const seating = seatGroupDinner(
        day,
        candidates.map((candidate) => ({ ...candidate, major: profiles.get(candidate.id)?.major ?? "" })),
        exclusions.pairs,
      );
      const revealAt = (slot: number) => tableRevealAt(slot, calendar.timeZone);
      created = formTables({ dayId, school, tables: seating.tables, profiles, revealAt, now });
      for (const uid of seating.unseated) notMatched[uid] = "no-table";
    } else if (candidates.length > 0) {
      const result = matchRound({ candidates, excludedPairs: exclusions.pairs });
      created = formMatches({
        dayId,
        school,
        groups: result.groups,
        profiles,
        places,
        existing: [],
        origin: "round",
        now,
      });
      for (const uid of result.unmatched) notMatched[uid] = "no-partner";
    }
    const outcome: SchoolRoundOutcome = {
      dayId,
      school,
      ranAt: now,
      matchCount: created.length,
      notMatched,
      withoutPlace,
    };
    if (!(await matches.recordSchoolRound(outcome, created))) return false;
    if (withoutPlace) await this.#ports.operators.noPlaceToMeet(dayId, { [school]: candidates.length });
    const { mailer } = this.#ports;
    await inBatches(created, EMAILS_AT_ONCE, (match) => announceMatch(match, profiles, mailer, calendar.timeZone));
    await inBatches(Object.entries(notMatched), EMAILS_AT_ONCE, async ([uid, reason]) => {
      const to = profiles.get(uid)?.email;
      if (to !== undefined && to !== "")
        await mailer.send(noMatchEmail(to, firstSlotOf(day), reason, calendar.timeZone));
    });
    // Seated on the day of the meal already (a late round, or one run by hand): told at once.
    if (day.kind === "group-dinner") await new RevealTables(this.#ports).execute(dayId, school);
    return true;
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

/** Tells each member of a new match who they meet, when and where (a table: as much as is told at the seating). */
export async function announceMatch(
  match: Match,
  profiles: ReadonlyMap<string, StoredProfile | null>,
  mailer: Mailer,
  timeZone: string | null,
): Promise<void> {
  const email = match.kind === "group-dinner" ? seatedEmail : matchedEmail;
  for (const uid of match.memberIds) {
    const to = profiles.get(uid)?.email;
    if (to === undefined || to === "") continue;
    await mailer.send(email(to, match, othersOf(match, uid), timeZone));
  }
}
