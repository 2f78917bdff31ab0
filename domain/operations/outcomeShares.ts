import { isSchoolEmail } from "../account/schoolEmail";
import type { Match, MatchMember } from "../meetups/Match";
import { mergedInto, rescuedNotice, rescueSeatNotice } from "../meetups/Match";
import {
  everyoneWantsToMeetAgain,
  isLateCancellation,
  meetingMembers,
  mutualChoicesAtTable,
} from "../meetups/matchStatus";
import type { OptIn } from "../meetups/OptIn";
import type { SafetyReport } from "../meetups/Report";
import { schoolOf } from "../meetups/schoolOf";
import { isProfileComplete } from "../profile/ProfileEdit";
import type { StoredProfile } from "../profile/UserProfile";
import type { RescueOffer } from "../rescue/RescueOffer";
import type { EpochMillis } from "../shared/EpochMillis";
import { WEEK_MS, wholeHoursBetween } from "../shared/time";
import type { ReportProgress } from "../trust/Review";
import type { CountsAt } from "./outcomeCounts";
import { COME_BACK_WITHIN_WEEKS } from "./outcomeRules";
import { weekOfDate, weekOfInstant } from "./weeks";

/**
 * Each stored record's share of the outcomes: the definitions of the funnel, one function per kind of
 * record. The local backend adds every record's share up (recountOutcomes); on Firebase the
 * functions add the change of a record's share as it happens (countsChange), so both give the
 * same numbers.
 */

/** An account, as the identity provider keeps it. */
export interface AccountFacts {
  readonly email: string;
  readonly createdAt: EpochMillis;
}

/** An account with a school address (an operator's or a reviewer's own address counts nowhere). */
export function accountShare(account: AccountFacts, timeZone: string | null): CountsAt[] {
  if (!isSchoolEmail(account.email)) return [];
  return [
    { school: schoolOf(account.email), week: weekOfInstant(account.createdAt, timeZone), counts: { signedUp: 1 } },
  ];
}

/** A profile exists once its address was verified (made at the first verified log-in). */
export function profileShare(profile: StoredProfile, timeZone: string | null): CountsAt[] {
  if (profile.email === undefined || !isSchoolEmail(profile.email) || profile.created_at === undefined) return [];
  return [
    {
      school: schoolOf(profile.email),
      week: weekOfInstant(profile.created_at, timeZone),
      counts: { verified: 1, profileComplete: isProfileComplete(profile) ? 1 : 0 },
    },
  ];
}

export function optInShare(optIn: OptIn): CountsAt[] {
  if (optIn.slots.length === 0) return [];
  return [{ school: optIn.school, week: weekOfDate(optIn.dayId), counts: { optedIn: 1 } }];
}

/** "I'm here" at the meeting point, or "Did you meet? yes" afterwards. */
export function saidTheyMet(member: MatchMember): boolean {
  return member.arrival?.kind === "here" || member.feedback?.met === "yes";
}

/** The meal happened: at least two of its members (still in) said "I'm here" or "Did you meet? yes". */
export function isMetMeal(match: Match): boolean {
  return (
    mergedInto(match) === null &&
    match.memberIds.filter((uid) => {
      const member = match.members[uid];
      return member !== undefined && member.cancelledAt === null && saidTheyMet(member);
    }).length >= 2
  );
}

/** The members who met at the meal: those who said so, at a meal that happened. */
export function membersWhoMet(match: Match): MatchMember[] {
  if (!isMetMeal(match)) return [];
  return match.memberIds
    .map((uid) => match.members[uid])
    .filter(
      (member): member is MatchMember => member !== undefined && member.cancelledAt === null && saidTheyMet(member),
    );
}

/** A member left alone at a meal that fell apart on the day, then given a rescue (a match of its own). */
const wasRescued = (match: Match, member: MatchMember): boolean => match.notices.includes(rescuedNotice(member.uid));

/**
 * A confirmed seat left empty: its member said they could not go, or at a lunch for two the other
 * said they did not come (and they did not say they met). Never one left alone and rescued.
 */
function isNoShow(match: Match, member: MatchMember): boolean {
  if (member.confirmedAt === null || member.cancelledAt !== null || wasRescued(match, member)) return false;
  if (member.feedback?.met === "i-could-not-go") return true;
  if (match.kind === "group-dinner" || saidTheyMet(member)) return false;
  return match.memberIds.some((uid) => uid !== member.uid && match.members[uid]?.feedback?.met === "they-did-not-come");
}

/** The members who chose each other again: at a lunch, all who met when every one of them said yes; at a table, each mutual pair. */
function meetAgainSeats(match: Match, now: EpochMillis): number {
  const met = new Set(membersWhoMet(match).map((member) => member.uid));
  if (match.kind === "group-dinner") {
    return new Set(
      mutualChoicesAtTable(match, now)
        .flat()
        .filter((uid) => met.has(uid)),
    ).size;
  }
  if (!everyoneWantsToMeetAgain(match, now)) return 0;
  return meetingMembers(match, now).filter((member) => met.has(member.uid)).length;
}

/**
 * A match's share, in the week of its meal day. A table merged into another shares nothing: its
 * members count at the table they joined. `now` judges the "meet again" answers (each inside its window).
 */
export function matchShare(match: Match, now: EpochMillis): CountsAt[] {
  if (mergedInto(match) !== null) return [];
  const members = match.memberIds
    .map((uid) => match.members[uid])
    .filter((member): member is MatchMember => member !== undefined);
  const confirmed = members.filter((member) => member.confirmedAt !== null && member.cancelledAt === null);
  const met = membersWhoMet(match);
  // A rescue's seats: every seat of a match a rescue made, or a seat at a table taken by one.
  const isRescueSeat = (member: MatchMember) =>
    match.origin === "rescue" || match.notices.includes(rescueSeatNotice(member.uid));
  return [
    {
      school: match.school,
      week: weekOfDate(match.dayId),
      counts: {
        matched: members.length,
        confirmed: confirmed.length,
        met: met.length,
        meetAgain: meetAgainSeats(match, now),
        lateCancellations: members.filter((member) => isLateCancellation(match, member)).length,
        noShows: members.filter((member) => isNoShow(match, member)).length,
        metMeals: isMetMeal(match) ? 1 : 0,
        rescuedSeats: confirmed.filter((member) => wasRescued(match, member) && !met.includes(member)).length,
        rescueSeats: confirmed.filter(isRescueSeat).length,
        rescueSeatsMet: met.filter(isRescueSeat).length,
      },
    },
  ];
}

/** A same-day rescue offered (and whether it was taken), in the week of its meal day. */
export function rescueOfferShare(offer: RescueOffer): CountsAt[] {
  return [
    {
      school: offer.school,
      week: weekOfDate(offer.dayId),
      counts: { rescuesOffered: 1, rescuesTaken: offer.takenBy === null ? 0 : 1 },
    },
  ];
}

/** A report to the team (not a block, not "not again"), in the week it was filed; once reviewed, how long it took in whole hours. */
export function reportShare(
  report: SafetyReport & Partial<Pick<ReportProgress, "receivedAt" | "reviewedAt">>,
  timeZone: string | null,
): CountsAt[] {
  if (report.kind !== "report") return [];
  const reviewedAt = report.reviewedAt ?? null;
  const arrived = report.receivedAt ?? report.createdAt;
  const share: CountsAt = {
    school: report.school,
    week: weekOfInstant(report.createdAt, timeZone),
    counts: { reports: 1, reviewed: reviewedAt === null ? 0 : 1 },
    ...(reviewedAt === null ? {} : { reviewHours: { [`${wholeHoursBetween(arrived, reviewedAt)}`]: 1 } }),
  };
  return [share];
}

/**
 * What of a match its members' own shares (studentShare) read: whether it stands (not merged into
 * another table), who is in it, when and where, and who met. A change to a match that leaves this
 * alone (an arrival before the others', "running late", a confirmation, a rating) cannot change
 * any member's own share, so their matches need not be read again.
 */
export function studentShareFacts(match: Match | null): string {
  if (match === null) return "none";
  const met = membersWhoMet(match).map((member) => member.uid);
  return [
    mergedInto(match) ?? "",
    match.memberIds.join(","),
    match.school,
    match.dayId,
    match.slot,
    met.join(","),
  ].join("|");
}

/**
 * One student's share across their own history: the week of the latest meal day they were matched
 * for (so that weeks add up to distinct students), and each week they met and then opted in again
 * within COME_BACK_WITHIN_WEEKS of the meal (once per week).
 */
export function studentShare(uid: string, matches: readonly Match[], optIns: readonly OptIn[]): CountsAt[] {
  const theirs = matches.filter((match) => mergedInto(match) === null && match.memberIds.includes(uid));
  const shares: CountsAt[] = [];
  const latest = [...theirs].sort((a, b) => a.dayId.localeCompare(b.dayId) || a.slot - b.slot).at(-1);
  if (latest !== undefined)
    shares.push({ school: latest.school, week: weekOfDate(latest.dayId), counts: { lastMatched: 1 } });
  const optInTimes = optIns
    .filter((optIn) => optIn.uid === uid && optIn.slots.length > 0)
    .map((optIn) => Math.min(...optIn.slots));
  const cameBack = new Map<string, CountsAt>();
  for (const match of theirs) {
    if (!membersWhoMet(match).some((member) => member.uid === uid)) continue;
    const returned = optInTimes.some((at) => at > match.slot && at <= match.slot + COME_BACK_WITHIN_WEEKS * WEEK_MS);
    const week = weekOfDate(match.dayId);
    if (returned) cameBack.set(`${match.school}_${week}`, { school: match.school, week, counts: { cameBack: 1 } });
  }
  return [...shares, ...cameBack.values()];
}
