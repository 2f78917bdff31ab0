import type { Match, SchoolRoundOutcome as MeetupsSchoolOutcome, NoMatchReason, RoundOutcome } from "../meetups/Match";
import { firstSlotOf, type MealDay, mealDaysBetween, optInClosesAt, optInOpensAt } from "../meetups/MealDay";
import type { OptIn } from "../meetups/OptIn";
import { anyoneConfirmed } from "../meetups/undoRoundRules";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MatchedMealKind } from "../schedule/mealKinds";
import type { EpochMillis } from "../shared/EpochMillis";
import { MINUTE_MS, WEEK_MS } from "../shared/time";

/** The due jobs run every 5 minutes: a round still unrecorded this long after its cut-off has failed. */
export const ROUND_OVERDUE_AFTER_MS = 15 * MINUTE_MS;
/** The Rounds section shows the meal days from this long ago to this long ahead. */
export const ROUNDS_SHOWN_AROUND_MS = 2 * WEEK_MS;

/**
 * Where a meal day's round stands:
 * - opens: its opt-in has not opened yet (`at`: when it opens);
 * - open: opt-in is open, with `optedIn` students in so far (`at`: the cut-off, when the round runs);
 * - due: the cut-off has passed, the round has not run yet (the due jobs run it within minutes);
 * - failed: still not recorded ROUND_OVERDUE_AFTER_MS after the cut-off: an operator runs it;
 * - recorded: matched, with its outcome by school.
 */
export type RoundState =
  | { readonly status: "opens"; readonly at: EpochMillis }
  | { readonly status: "open"; readonly at: EpochMillis; readonly optedIn: number }
  | { readonly status: "due"; readonly at: EpochMillis }
  | { readonly status: "failed"; readonly at: EpochMillis }
  | { readonly status: "recorded"; readonly at: EpochMillis };

/** What a recorded round did at one school. */
export interface SchoolRoundOutcome {
  readonly school: string;
  readonly pairs: number;
  readonly trios: number;
  readonly tables: number;
  /** Who was not matched, by uid, and why. */
  readonly notMatched: readonly { readonly uid: string; readonly reason: NoMatchReason }[];
  /** No place to meet: its students were not matched. */
  readonly withoutPlace: boolean;
  /** Its matching kept failing and was given up on (Firebase's per-school tasks): its students were not matched. */
  readonly failed: boolean;
}

export interface RoundSummary {
  readonly dayId: string;
  readonly kind: MatchedMealKind;
  readonly firstSlot: EpochMillis;
  readonly state: RoundState;
  /** Empty until the round is recorded. */
  readonly schools: readonly SchoolRoundOutcome[];
  /** Someone on the day's matches has confirmed: the round can no longer be undone. */
  readonly anyoneConfirmed: boolean;
}

export function roundStateOf(
  day: MealDay,
  outcome: RoundOutcome | null,
  optedIn: number,
  now: EpochMillis,
): RoundState {
  if (outcome !== null) return { status: "recorded", at: outcome.ranAt };
  if (now < optInOpensAt(day)) return { status: "opens", at: optInOpensAt(day) };
  const cutOff = optInClosesAt(day);
  if (now < cutOff) return { status: "open", at: cutOff, optedIn };
  return now < cutOff + ROUND_OVERDUE_AFTER_MS ? { status: "due", at: cutOff } : { status: "failed", at: cutOff };
}

/**
 * A recorded round's outcome by school, from each school's record (who was not matched and why, no
 * place) and the day's round matches (its pairs, trios and tables; a waitlist's matches are not the round's).
 */
export function outcomeBySchool(
  outcome: RoundOutcome,
  schoolOutcomes: readonly MeetupsSchoolOutcome[],
  matches: readonly Match[],
): SchoolRoundOutcome[] {
  const schools = new Map<
    string,
    { pairs: number; trios: number; tables: number; notMatched: { uid: string; reason: NoMatchReason }[] }
  >();
  const entry = (school: string) => {
    const existing = schools.get(school) ?? { pairs: 0, trios: 0, tables: 0, notMatched: [] };
    schools.set(school, existing);
    return existing;
  };
  for (const match of matches) {
    if (match.origin !== "round") continue;
    const counts = entry(match.school);
    if (match.kind === "group-dinner") counts.tables++;
    else if (match.memberIds.length >= 3) counts.trios++;
    else counts.pairs++;
  }
  for (const school of schoolOutcomes) {
    const counts = entry(school.school);
    for (const [uid, reason] of Object.entries(school.notMatched)) counts.notMatched.push({ uid, reason });
  }
  for (const school of [...outcome.schoolsWithoutPlace, ...outcome.schoolsFailed]) entry(school);
  return [...schools]
    .map(([school, counts]) => ({
      school,
      ...counts,
      notMatched: counts.notMatched.sort((a, b) => a.uid.localeCompare(b.uid)),
      withoutPlace: outcome.schoolsWithoutPlace.includes(school),
      failed: outcome.schoolsFailed.includes(school),
    }))
    .sort((a, b) => a.school.localeCompare(b.school));
}

/** What the overview reads for each day. */
export interface RoundReads {
  findRoundOutcome(dayId: string): Promise<RoundOutcome | null>;
  /** One school's part of a recorded round (who of it was not matched and why). */
  findSchoolOutcome(dayId: string, school: string): Promise<MeetupsSchoolOutcome | null>;
  listOptIns(dayId: string): Promise<readonly OptIn[]>;
  listMatches(dayId: string): Promise<readonly Match[]>;
}

/** Each school's record of a recorded round (a school given up on has none). */
async function schoolOutcomesOf(reads: RoundReads, outcome: RoundOutcome): Promise<MeetupsSchoolOutcome[]> {
  const found = await Promise.all(outcome.schools.map((school) => reads.findSchoolOutcome(outcome.dayId, school)));
  return found.filter((school): school is MeetupsSchoolOutcome => school !== null);
}

/** The meal days around now (ROUNDS_SHOWN_AROUND_MS either side), each with its round's state and outcome. */
export async function roundsOverview(
  calendar: MealCalendar,
  reads: RoundReads,
  now: EpochMillis,
): Promise<RoundSummary[]> {
  const days = mealDaysBetween(calendar, now - ROUNDS_SHOWN_AROUND_MS, now + ROUNDS_SHOWN_AROUND_MS);
  return Promise.all(
    days.map(async (day) => {
      const [outcome, optIns] = await Promise.all([reads.findRoundOutcome(day.id), reads.listOptIns(day.id)]);
      const optedIn = optIns.filter((optIn) => optIn.slots.length > 0).length;
      const matches = outcome === null ? [] : await reads.listMatches(day.id);
      const schoolOutcomes = outcome === null ? [] : await schoolOutcomesOf(reads, outcome);
      return {
        dayId: day.id,
        kind: day.kind,
        firstSlot: firstSlotOf(day),
        state: roundStateOf(day, outcome, optedIn, now),
        schools: outcome === null ? [] : outcomeBySchool(outcome, schoolOutcomes, matches),
        anyoneConfirmed: anyoneConfirmed(matches),
      };
    }),
  );
}
