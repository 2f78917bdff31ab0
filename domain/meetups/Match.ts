import type { MatchedMealKind } from "../schedule/mealKinds";
import type { EpochMillis } from "../shared/EpochMillis";
import type { MeetingSignal } from "./MeetingSignal";
import type { Place } from "./Place";

/** "I'm here", or running a few minutes late: what a member tells the others at the meeting point. */
export interface Arrival {
  readonly kind: "here" | "late";
  readonly at: EpochMillis;
}

export type MetAnswer = "yes" | "they-did-not-come" | "i-could-not-go";
export type MealRating = "great" | "good" | "not-great";

/** The two-tap check after the meal; answered a step at a time. */
export interface Feedback {
  readonly met: MetAnswer;
  readonly rating: MealRating | null;
  /**
   * Null until answered. At a lunch for two, only when every member says yes do they see each other
   * under "Your people"; at a table, whether they would meet anyone again (whom: `meetAgainWith`).
   */
  readonly meetAgain: boolean | null;
  /**
   * At a table, the others the member would meet again (a multi-select of the table's first names):
   * two who chose each other see each other under "Your people". Null at a lunch for two, and until answered.
   */
  readonly meetAgainWith: readonly string[] | null;
  readonly at: EpochMillis;
}

/** One student of a match: what the reveal shows of them, and their own answers. */
export interface MatchMember {
  readonly uid: string;
  /** Empty at a table until its details are told (`Match.revealAt`): until then the others know their class level and major. */
  readonly firstName: string;
  readonly classLevel: string;
  readonly major: string;
  readonly interests: readonly string[];
  readonly confirmedAt: EpochMillis | null;
  readonly cancelledAt: EpochMillis | null;
  /** Withdrew because they reported or blocked another member: never a late cancellation. */
  readonly cancelledForSafety: boolean;
  readonly arrival: Arrival | null;
  readonly feedback: Feedback | null;
}

/**
 * Who meet for one meal: two students at a lunch for two (three, where an odd count makes a trio
 * work), or a table of strangers at a group dinner. Written by the system when matching runs; each
 * member changes only their own answers.
 */
export interface Match {
  /** Derived from the meal day and the first members, so that matching twice cannot make it twice. */
  readonly id: string;
  readonly dayId: string;
  readonly kind: MatchedMealKind;
  readonly school: string;
  readonly slot: EpochMillis;
  /**
   * When the members' first names, the place and the signal are told: a lunch for two's at once
   * (its creation), a table's on the day of the meal. Until the system has told them, a table's
   * `place` is null, its signal empty and its members' first names empty.
   */
  readonly revealAt: EpochMillis;
  readonly place: Place | null;
  readonly signal: MeetingSignal;
  /** The interests every member shares (as the first member writes them). */
  readonly sharedInterests: readonly string[];
  /** The members' uids, sorted. */
  readonly memberIds: readonly string[];
  readonly members: Readonly<Record<string, MatchMember>>;
  readonly createdAt: EpochMillis;
  /**
   * How it came about: the day's matching, the waitlist after another match was called off, or a
   * same-day rescue of a student left alone (domain/rescue).
   */
  readonly origin: "round" | "waitlist" | "rescue";
  /**
   * What the system has done about this match, each once: the notices sent ("reminder",
   * "called-off", "cancelled:<uid>", a table's "seated:<uid>" when the waitlist filled a seat),
   * "contacts" once the members' addresses were revealed to each other (each member's are kept
   * apart from the match: MatchStore.contactsOf), and a table's "merged-into:<matchId>" when too few
   * confirmed and its members joined another table.
   */
  readonly notices: readonly string[];
}

/**
 * The notice of a match that fell apart on the day whose member `uid`, left alone, was rescued (a
 * match of its own): they are never counted as a no-show on it.
 */
export const rescuedNotice = (uid: string): string => `rescued:${uid}`;

/** The notice of a table whose seat the waitlist filled with student `uid` (FillTableSeats). */
export const seatedNotice = (uid: string): string => `seated:${uid}`;

/** The notice of a table where `uid`, left alone at another meal that day, took an open seat (a rescue). */
export const rescueSeatNotice = (uid: string): string => `rescue-seat:${uid}`;

/** The notice of a table whose members joined another table at the cut-off: it is over, they eat there. */
export const mergedIntoNotice = (matchId: string): string => `merged-into:${matchId}`;

/** The table a merged table's members joined, or null when it was not merged. */
export function mergedInto(match: Match): string | null {
  const notice = match.notices.find((entry) => entry.startsWith("merged-into:"));
  return notice === undefined ? null : notice.slice("merged-into:".length);
}

/** A table whose place and first names have not been told yet. */
export const isUntoldTable = (match: Match): boolean => match.kind === "group-dinner" && match.place === null;

/** The notice marking a match whose members' addresses have been revealed ("Your people"). */
export const CONTACTS_REVEALED = "contacts";

/** The id of a match: its day and its members, sorted. */
export function matchIdOf(dayId: string, memberIds: readonly string[]): string {
  return `${dayId}_${[...memberIds].sort().join("_")}`;
}

/**
 * Why a student who opted in was not matched this round:
 * - no-partner: nobody they could meet shared a time with them ("you're first in line next round");
 * - no-table: at a group dinner, too few could make their times, or the numbers did not split into
 *   tables (first in line too);
 * - no-place: their school has no place to meet yet (the operator is told; first in line too);
 * - snoozed: they paused matching; paused-for-no-shows: the no-show policy paused it;
 * - profile-incomplete: no first name, class level or meal time (changed after opting in);
 * - suspended: the trust and safety team suspended their account.
 */
export type NoMatchReason =
  | "no-partner"
  /** Opted in after the day's round had run, and nobody else who did could make their times (MatchLateOptIns). */
  | "joined-after-matching"
  | "no-table"
  | "no-place"
  | "snoozed"
  | "paused-for-no-shows"
  | "profile-incomplete"
  | "suspended";

/**
 * What a round of matching did at one school of a meal day: when it ran, how many matches it made,
 * and who of that school was not matched and why. A round records each school once, on its own:
 * one school's record never lists another school's students, and nothing lists match ids.
 */
export interface SchoolRoundOutcome {
  readonly dayId: string;
  readonly school: string;
  readonly ranAt: EpochMillis;
  readonly matchCount: number;
  /** Every student of the school who opted in and was not matched, by uid. */
  readonly notMatched: Readonly<Record<string, NoMatchReason>>;
  /** Neither the school's own place nor the default: its students could not be matched. */
  readonly withoutPlace: boolean;
  /**
   * When its students were all told (their emails sent); null while not yet: a run that recorded the
   * school and failed before it had told everyone leaves it to the next try.
   */
  readonly toldAt: EpochMillis | null;
}

/**
 * What a round did for a meal day, once every school of it is recorded (or given up on): counts
 * and school names only, so that the day's record stays the same size however many students opt in.
 */
export interface RoundOutcome {
  readonly dayId: string;
  readonly ranAt: EpochMillis;
  /** The schools the round matched (each has its SchoolRoundOutcome), sorted. */
  readonly schools: readonly string[];
  readonly matchCount: number;
  readonly notMatchedCount: number;
  /** Schools whose students could not be matched for want of a place (neither their own nor the default). */
  readonly schoolsWithoutPlace: readonly string[];
  /** Schools whose matching kept failing: the operators were told; their students were not matched. */
  readonly schoolsFailed: readonly string[];
}

/** Those a school's round left out through no doing of their own: they go first next round. */
export function firstInLineAfter(outcome: SchoolRoundOutcome): string[] {
  return Object.entries(outcome.notMatched)
    .filter(([, reason]) => reason === "no-partner" || reason === "no-table" || reason === "no-place")
    .map(([uid]) => uid)
    .sort();
}

/** What a round did for one student who opted in: told to that student alone. */
export interface StudentRoundOutcome {
  readonly dayId: string;
  readonly ranAt: EpochMillis;
  /** Matched, or why not. */
  readonly result: "matched" | NoMatchReason;
}

/** A student's part of their school's round (`matched`: one of the round's matches is theirs); null when they were not in it. */
export function studentOutcomeOf(
  outcome: Pick<SchoolRoundOutcome, "dayId" | "ranAt" | "notMatched">,
  uid: string,
  matched: boolean,
): StudentRoundOutcome | null {
  const reason = outcome.notMatched[uid];
  if (reason !== undefined) return { dayId: outcome.dayId, ranAt: outcome.ranAt, result: reason };
  return matched ? { dayId: outcome.dayId, ranAt: outcome.ranAt, result: "matched" } : null;
}
