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
  /** Null until answered; only when every member says yes do they see each other under "Your people". */
  readonly meetAgain: boolean | null;
  readonly at: EpochMillis;
}

/** One student of a match: what the reveal shows of them, and their own answers. */
export interface MatchMember {
  readonly uid: string;
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
 * Two students (three, where an odd count makes a trio work) who will meet for one meal. Written by
 * the system when matching runs; each member changes only their own answers.
 */
export interface Match {
  /** Derived from the meal day and the members, so that matching twice cannot make it twice. */
  readonly id: string;
  readonly dayId: string;
  readonly school: string;
  readonly slot: EpochMillis;
  readonly place: Place;
  readonly signal: MeetingSignal;
  /** The interests every member shares (as the first member writes them). */
  readonly sharedInterests: readonly string[];
  /** The members' uids, sorted. */
  readonly memberIds: readonly string[];
  readonly members: Readonly<Record<string, MatchMember>>;
  readonly createdAt: EpochMillis;
  /** How it came about: the day's matching, or the waitlist after another match was called off. */
  readonly origin: "round" | "waitlist";
  /** The members' school addresses, written once every member has said "meet again". */
  readonly contacts: Readonly<Record<string, string>> | null;
  /** The notices the system has sent about this match ("reminder", "called-off", "cancelled:<uid>"), each once. */
  readonly notices: readonly string[];
}

/** The id of a match: its day and its members, sorted. */
export function matchIdOf(dayId: string, memberIds: readonly string[]): string {
  return `${dayId}_${[...memberIds].sort().join("_")}`;
}

/** What a round of matching did for a meal day: when it ran, and who was left without a match. */
export interface RoundOutcome {
  readonly dayId: string;
  readonly ranAt: EpochMillis;
  readonly matchIds: readonly string[];
  /** "No match this time": these students go first next round. */
  readonly unmatched: readonly string[];
}
