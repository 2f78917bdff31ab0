import type { MealCalendar } from "../schedule/MealCalendar";
import { mealSlotOf } from "../schedule/mealSlots";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import { type Match, type MatchMember, mergedInto, type NoMatchReason, type StudentRoundOutcome } from "./Match";
import { type MealDay, mealDayById, mealDaysBetween, openMealDays, optInClosesAt } from "./MealDay";
import {
  confirmDeadlineOf,
  feedbackClosesAt,
  feedbackOpensAt,
  findEachOtherFrom,
  freeCancellationUntil,
  matchStatus,
  othersOf,
} from "./matchStatus";
import { OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS, WAITLIST_MIN_NOTICE_MS } from "./meetupRules";
import type { OptIn } from "./OptIn";
import type { SafetyReport } from "./Report";
import { type ReportedByMe, reportedByMe } from "./reportedByMe";

/**
 * Where a student stands with one of their matches:
 * - to-confirm: revealed; they have not confirmed yet;
 * - waiting: they confirmed; the others have not all done so;
 * - on: everyone confirmed; the meal is ahead;
 * - find-each-other: from 15 minutes before until the meal is under way: the colour screen;
 * - feedback: after the meal, until they have answered "Did you meet?" to the end;
 * - done: they answered;
 * - off: it is off (someone cancelled, or not everyone confirmed in time).
 */
export type MatchPhase = "to-confirm" | "waiting" | "on" | "find-each-other" | "feedback" | "done" | "off";

export interface MatchCard {
  readonly match: Match;
  readonly phase: MatchPhase;
  readonly me: MatchMember;
  /** The other members, still in or not. */
  readonly others: readonly MatchMember[];
  /** Cancelling now would be late (after the free window), counted in the history. */
  readonly cancellingIsLate: boolean;
  readonly confirmBy: EpochMillis;
  /** For a match that is off: later slots of that day the student may wait for, and their opt-in (its waitlist). */
  readonly laterSlots: readonly EpochMillis[];
  readonly dayOptIn: OptIn | null;
  /** The others on this match the student already reported or blocked: "Report or block" says so instead. */
  readonly reportedByMe: readonly ReportedByMe[];
}

/**
 * A meal day as the student sees it:
 * - open: opt-in is open; `optIn` is theirs if they are in (slots editable until it closes);
 * - matching: opt-in closed and they are in; matching has not run yet;
 * - unmatched: matching ran and left them out ("no match this time"), and why.
 */
export type DayCard =
  | {
      readonly kind: "open";
      readonly day: MealDay;
      readonly optIn: OptIn | null;
      readonly suggestedSlots: readonly EpochMillis[];
      readonly closesAt: EpochMillis;
    }
  | { readonly kind: "matching"; readonly day: MealDay; readonly optIn: OptIn }
  | {
      readonly kind: "unmatched";
      readonly day: MealDay;
      readonly optIn: OptIn;
      readonly reason: NoMatchReason;
      /** Later slots they may wait for; none when the reason is theirs (a pause, their profile). */
      readonly laterSlots: readonly EpochMillis[];
    };

export interface MyMealsView {
  readonly matches: readonly MatchCard[];
  readonly days: readonly DayCard[];
}

export interface MyMealsFacts {
  readonly uid: string;
  readonly calendar: MealCalendar;
  /** The student's weekly slots ("Fri 18:00"), to pre-fill an opt-in. */
  readonly preferredSlots: readonly string[];
  /** Their matches, any order. */
  readonly matches: readonly Match[];
  /** Their opt-ins for the days shown, by day. */
  readonly optIns: ReadonlyMap<string, OptIn>;
  /** What matching did for the student on those days that have been matched, by day. */
  readonly outcomes: ReadonlyMap<string, StudentRoundOutcome>;
  /** The blocks, reports and "not again" the student filed. */
  readonly myReports: readonly SafetyReport[];
}

/** The days the hub looks at: from yesterday's to the last of the next open one of each kind. */
export function daysInView(calendar: MealCalendar, now: EpochMillis): MealDay[] {
  const lastOpenSlot = Math.max(...openMealDays(calendar, now).map((day) => day.slots.at(-1) ?? now));
  const until = Number.isFinite(lastOpenSlot) ? lastOpenSlot + 1 : now + OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS + DAY_MS;
  return mealDaysBetween(calendar, now - DAY_MS, until);
}

export function phaseOf(match: Match, me: MatchMember, now: EpochMillis): MatchPhase {
  const status = matchStatus(match, now);
  if (status === "off" || me.cancelledAt !== null) return "off";
  if (status === "proposed") return me.confirmedAt === null ? "to-confirm" : "waiting";
  // Past the confirmation deadline, a member who never confirmed is not part of the meal.
  if (me.confirmedAt === null) return "off";
  if (now >= feedbackOpensAt(match)) {
    const answered = me.feedback !== null && (me.feedback.met !== "yes" || me.feedback.meetAgain !== null);
    return answered || now >= feedbackClosesAt(match) ? "done" : "feedback";
  }
  return now >= findEachOtherFrom(match) ? "find-each-other" : "on";
}

/** The slots of a day a student can still wait for: far enough ahead to get there. */
function waitlistSlotsOf(calendar: MealCalendar, dayId: string, now: EpochMillis): EpochMillis[] {
  const day = mealDayById(calendar, dayId);
  return day === null ? [] : day.slots.filter((slot) => slot - WAITLIST_MIN_NOTICE_MS > now);
}

/** The hub: the student's live matches, then the meal days to act on. */
export function myMealsView(facts: MyMealsFacts, now: EpochMillis): MyMealsView {
  const cards: MatchCard[] = [];
  for (const match of facts.matches) {
    const me = match.members[facts.uid];
    // A table merged into another: its members are at the other one, which has its own card.
    if (me === undefined || mergedInto(match) !== null) continue;
    const phase = phaseOf(match, me, now);
    // Finished matches leave the hub ("Your meals" keeps them); one that is off stays until its meal time.
    if (phase === "done" || (phase === "off" && now >= match.slot)) continue;
    cards.push({
      match,
      phase,
      me,
      others: othersOf(match, facts.uid),
      cancellingIsLate: now > freeCancellationUntil(match),
      confirmBy: confirmDeadlineOf(match),
      // Later than a lunch that fell through: its own time is not "a later time today". A table that
      // fell through may still find a seat at another table at its time.
      laterSlots:
        phase === "off"
          ? waitlistSlotsOf(facts.calendar, match.dayId, now).filter(
              (slot) => slot > match.slot || match.kind === "group-dinner",
            )
          : [],
      dayOptIn: facts.optIns.get(match.dayId) ?? null,
      reportedByMe: reportedByMe(match, facts.uid, facts.myReports),
    });
  }
  cards.sort((a, b) => a.match.slot - b.match.slot);

  const matchedDays = new Set(
    facts.matches.filter((match) => match.members[facts.uid] !== undefined).map((m) => m.dayId),
  );
  const days: DayCard[] = [];
  for (const day of daysInView(facts.calendar, now)) {
    const optIn = facts.optIns.get(day.id) ?? null;
    const lastSlot = day.slots.at(-1) ?? 0;
    if (now >= lastSlot) continue;
    const outcome = facts.outcomes.get(day.id);
    // Matching ran before opt-in closed (by hand): the student's outcome, not the open day, is what is true now.
    const matchedAlready = optIn !== null && outcome !== undefined;
    if (now < optInClosesAt(day) && !matchedAlready) {
      // The next open day of each kind: a lunch for two and a group dinner may both be open.
      const openOfKind = days.some((card) => card.kind === "open" && card.day.kind === day.kind);
      if (matchedDays.has(day.id) || openOfKind) continue;
      const preferred = day.slots.filter((slot) =>
        facts.preferredSlots.includes(mealSlotOf({ startsAt: slot }, facts.calendar.timeZone)),
      );
      const suggestedSlots = preferred.length > 0 ? preferred : [...day.slots];
      days.push({ kind: "open", day, optIn, suggestedSlots, closesAt: optInClosesAt(day) });
      continue;
    }
    if (optIn === null || matchedDays.has(day.id)) continue;
    if (outcome === undefined) days.push({ kind: "matching", day, optIn });
    else if (outcome.result !== "matched") {
      const mayWait = ["no-partner", "no-table", "no-place", "joined-after-matching"].includes(outcome.result);
      const laterSlots = mayWait ? waitlistSlotsOf(facts.calendar, day.id, now) : [];
      days.push({ kind: "unmatched", day, optIn, reason: outcome.result, laterSlots });
    }
  }
  return { matches: cards, days };
}
