import type { EpochMillis } from "../shared/EpochMillis";
import { isFormerMember } from "./formerMember";
import { type Match, type MatchMember, mergedInto } from "./Match";
import {
  ANSWER_CLOCK_ALLOWANCE_MS,
  CONFIRM_BY_BEFORE_MEAL_MS,
  FEEDBACK_OPEN_FOR_MS,
  FIND_EACH_OTHER_BEFORE_MEAL_MS,
  FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS,
  MEAL_DURATION_MS,
  MEETING_WINDOW_AFTER_START_MS,
} from "./meetupRules";
import { minimumToMeet } from "./tableRules";

export const confirmDeadlineOf = (match: Match): EpochMillis => match.slot - CONFIRM_BY_BEFORE_MEAL_MS;
export const freeCancellationUntil = (match: Match): EpochMillis => match.slot - FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS;
export const findEachOtherFrom = (match: Match): EpochMillis => match.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS;
export const mealEndsAt = (match: Match): EpochMillis => match.slot + MEAL_DURATION_MS;
/** "Did you meet?" opens when the colour screen closes. */
export const feedbackOpensAt = (match: Match): EpochMillis => match.slot + MEETING_WINDOW_AFTER_START_MS;
export const feedbackClosesAt = (match: Match): EpochMillis => mealEndsAt(match) + FEEDBACK_OPEN_FOR_MS;

export function membersOf(match: Match): MatchMember[] {
  return match.memberIds.map((uid) => match.members[uid]).filter((member) => member !== undefined);
}

/** Everyone on the match but `uid`. */
export function othersOf(match: Match, uid: string): MatchMember[] {
  return membersOf(match).filter((member) => member.uid !== uid);
}

/** The members who have not cancelled. */
export function activeMembers(match: Match): MatchMember[] {
  return membersOf(match).filter((member) => member.cancelledAt === null);
}

/**
 * Where a match stands:
 * - proposed: revealed, waiting for every member's confirmation (until 4 h before the meal);
 * - on: every member still in has confirmed, and enough are (two, or three at a table);
 * - off: a lunch for two with fewer than two left, a table merged into another, or not enough
 *   confirmed in time;
 * - over: the meal has taken place (it was on).
 * A table is not off before the cut-off however many cancel: the waitlist may fill their seats.
 */
export type MatchStatus = "proposed" | "on" | "off" | "over";

export function matchStatus(match: Match, now: EpochMillis): MatchStatus {
  const active = activeMembers(match);
  const minimum = minimumToMeet(match);
  if (mergedInto(match) !== null) return "off";
  if (match.kind === "lunch-for-two" && active.length < 2) return "off";
  const confirmed = active.filter((member) => member.confirmedAt !== null);
  const allConfirmed = confirmed.length === active.length && active.length >= minimum;
  if (now < confirmDeadlineOf(match)) return allConfirmed ? "on" : "proposed";
  // At the deadline, those who confirmed meet (a trio goes on as a pair); the others are let go.
  if (confirmed.length < minimum) return "off";
  return now >= mealEndsAt(match) ? "over" : "on";
}

/** The members who meet: everyone still in, and past the deadline only those who confirmed. */
export function meetingMembers(match: Match, now: EpochMillis): MatchMember[] {
  const active = activeMembers(match);
  return now < confirmDeadlineOf(match) ? active : active.filter((member) => member.confirmedAt !== null);
}

/** A meal that can still be called off: not off, not over, and its time not come. */
export function isStillAhead(match: Match, now: EpochMillis): boolean {
  const status = matchStatus(match, now);
  return (status === "proposed" || status === "on") && now < match.slot;
}

/** The meal was on and its time has come: "Did you meet?" is open, and no-shows count. */
export function hasTakenPlace(match: Match, now: EpochMillis): boolean {
  const status = matchStatus(match, now);
  return (status === "on" || status === "over") && now >= feedbackOpensAt(match);
}

/**
 * A cancellation after the free window: kept in the interaction history. Never one made for safety,
 * nor a member's who deleted their account (their meals ahead are called off without penalty).
 */
export function isLateCancellation(match: Match, member: MatchMember): boolean {
  return (
    member.cancelledAt !== null &&
    !member.cancelledForSafety &&
    !isFormerMember(member) &&
    member.cancelledAt > freeCancellationUntil(match)
  );
}

/** An answer to "Meet again?" stamped inside the feedback window (after the meal, no later than now and its allowance). */
function answeredInWindow(match: Match, member: MatchMember, now: EpochMillis): boolean {
  return (
    member.feedback !== null &&
    member.feedback.at >= feedbackOpensAt(match) &&
    member.feedback.at <= now + ANSWER_CLOCK_ALLOWANCE_MS
  );
}

/**
 * Whether every member who met said "meet again" (the condition for "Your people" at a lunch for
 * two), each inside the feedback window: after the meal, by a time no later than now (and its clock
 * allowance). An answer stamped ahead of its window never counts, whatever let it in.
 */
export function everyoneWantsToMeetAgain(match: Match, now: EpochMillis): boolean {
  if (now < feedbackOpensAt(match)) return false;
  const meeting = meetingMembers(match, now);
  const wantsTo = (member: MatchMember) => answeredInWindow(match, member, now) && member.feedback?.meetAgain === true;
  return meeting.length >= 2 && meeting.every(wantsTo);
}

/**
 * At a table, the pairs of members who met and chose each other under "Meet again?", each inside
 * the feedback window: they see each other under "Your people" (nobody else learns who chose whom).
 */
export function mutualChoicesAtTable(match: Match, now: EpochMillis): [string, string][] {
  if (now < feedbackOpensAt(match)) return [];
  const meeting = meetingMembers(match, now).filter(
    (member) => answeredInWindow(match, member, now) && member.feedback?.met === "yes",
  );
  const chose = (member: MatchMember, other: MatchMember) =>
    member.feedback?.meetAgainWith?.includes(other.uid) === true;
  const pairs: [string, string][] = [];
  meeting.forEach((member, index) => {
    for (const other of meeting.slice(index + 1))
      if (chose(member, other) && chose(other, member)) pairs.push([member.uid, other.uid]);
  });
  return pairs;
}
