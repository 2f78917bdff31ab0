import { type Match, type MatchMember, mergedInto, seatedNotice } from "../meetups/Match";
import {
  activeMembers,
  confirmDeadlineOf,
  findEachOtherFrom,
  matchStatus,
  meetingMembers,
  othersOf,
} from "../meetups/matchStatus";
import { MEETING_WINDOW_AFTER_START_MS } from "../meetups/meetupRules";
import { instantOfWallTime, wallTimeAt } from "../schedule/wallClock";
import type { EpochMillis } from "../shared/EpochMillis";
import { DAY_MS } from "../shared/time";
import type { NoticeCandidate } from "./dueNotices";
import type { NotificationKind } from "./notificationKinds";
import {
  CONFIRM_REMINDER_BEFORE_CUT_OFF_MS,
  EVENING_REMINDER_HOUR,
  LAST_REMINDER_BEFORE_MEAL_MS,
} from "./notificationRules";
import { MATCH_LINK, notificationTexts } from "./notificationTexts";

/** One thing a member of a match may be told: `key` is unique for the member on the match. */
export type MatchNoticeCandidate = NoticeCandidate;

/** The tag of every notification about a match: each one replaces the last, so none stays that is no longer true. */
export const matchTag = (matchId: string): string => `match:${matchId}`;

/** The notice recorded on the match once a member was sent (or let go) one of these. */
export const pushNoticeKey = (key: string, uid: string): string => `push:${key}:${uid}`;

/** Where the meal is over for notifications: the meeting window's end. */
const windowEndOf = (match: Match) => match.slot + MEETING_WINDOW_AFTER_START_MS;

/**
 * Everything the match says to member `uid` as it stands at `now`, whether due yet or not: the
 * reveal, the others' answers, the reminders while it is on, its end when it is off. Nothing for a
 * member who cancelled (their own notifications are withdrawn instead: `isWithdrawnFor`).
 */
export function matchNoticeCandidates(
  match: Match,
  uid: string,
  now: EpochMillis,
  timeZone: string | null,
): MatchNoticeCandidate[] {
  const me = match.members[uid];
  if (me === undefined || me.cancelledAt !== null || mergedInto(match) !== null) return [];
  const others = othersOf(match, uid).filter((other) => other.cancelledAt === null);
  const status = matchStatus(match, now);
  const windowEnd = windowEndOf(match);
  const make = (
    key: string,
    kind: NotificationKind,
    reminder: boolean,
    dueAt: EpochMillis,
    usefulUntil: EpochMillis,
    text: { readonly title: string; readonly body: string },
  ): MatchNoticeCandidate => ({
    key,
    reminder,
    dueAt,
    usefulUntil,
    notice: { kind, ...text, link: MATCH_LINK, tag: matchTag(match.id), alert: true },
  });
  const seatOpened = match.notices.includes(seatedNotice(uid));
  const candidates: MatchNoticeCandidate[] = [
    // A match the waitlist made, or a table's seat it filled: a seat or a place that opened.
    seatOpened
      ? make(
          "matched",
          "seats",
          false,
          me.confirmedAt ?? match.createdAt,
          match.slot,
          notificationTexts.seatOpened(match, timeZone),
        )
      : make(
          "matched",
          match.origin === "waitlist" ? "seats" : "matched",
          false,
          match.createdAt,
          match.slot,
          notificationTexts.matched(match, others, timeZone),
        ),
  ];
  if (match.kind === "group-dinner" && match.place !== null) {
    candidates.push(
      make(
        "table-told",
        "matched",
        false,
        match.revealAt,
        match.slot,
        notificationTexts.tableTold(match, others, timeZone),
      ),
    );
  }
  for (const other of othersOf(match, uid)) {
    if (other.cancelledAt !== null) {
      const mealIsOff = match.kind === "lunch-for-two" && activeMembers(match).length < 2;
      candidates.push(
        make(
          `cancelled:${other.uid}`,
          "partner",
          false,
          other.cancelledAt,
          windowEnd,
          notificationTexts.partnerCancelled(match, other, mealIsOff),
        ),
      );
      continue;
    }
    if (other.confirmedAt !== null && match.kind === "lunch-for-two") {
      candidates.push(
        make(
          `confirmed:${other.uid}`,
          "partner",
          false,
          other.confirmedAt,
          match.slot,
          notificationTexts.partnerConfirmed(match, other, me.confirmedAt !== null, timeZone),
        ),
      );
    }
    if (other.arrival?.kind === "here") {
      candidates.push(
        make(`here:${other.uid}`, "partner", false, other.arrival.at, windowEnd, notificationTexts.arrived(other)),
      );
    }
  }
  if (status === "off") {
    const calledOff = activeMembers(match).length >= 2 || match.kind === "group-dinner";
    if (calledOff) {
      candidates.push(
        make("called-off", "partner", false, confirmDeadlineOf(match), windowEnd, notificationTexts.calledOff()),
      );
    }
    return candidates;
  }
  if (status === "proposed" && me.confirmedAt === null) {
    const cutOff = confirmDeadlineOf(match);
    candidates.push(
      make(
        "confirm-reminder",
        "reminders",
        true,
        cutOff - CONFIRM_REMINDER_BEFORE_CUT_OFF_MS,
        cutOff,
        notificationTexts.confirmReminder(match, timeZone),
      ),
    );
  }
  const meeting = meetingMembers(match, now).some((member: MatchMember) => member.uid === uid);
  if (status === "on" && meeting) {
    const hourBefore = match.slot - LAST_REMINDER_BEFORE_MEAL_MS;
    candidates.push(
      make(
        "evening-before",
        "reminders",
        true,
        eveningBefore(match.slot, timeZone),
        hourBefore,
        notificationTexts.eveningBefore(match, others, timeZone),
      ),
      make(
        "hour-before",
        "reminders",
        true,
        hourBefore,
        findEachOtherFrom(match),
        notificationTexts.hourBefore(match, timeZone),
      ),
      make(
        "find-each-other",
        "reminders",
        true,
        findEachOtherFrom(match),
        windowEnd,
        notificationTexts.findEachOther(match),
      ),
    );
  }
  return candidates;
}

/** The evening before the meal's day, at EVENING_REMINDER_HOUR on the schedule's clock. */
export function eveningBefore(slot: EpochMillis, timeZone: string | null): EpochMillis {
  const dayBefore = wallTimeAt(slot - DAY_MS, timeZone);
  return instantOfWallTime(dayBefore, EVENING_REMINDER_HOUR, 0, timeZone);
}

/** A member who cancelled hears no more of the match: what they were shown is taken away. */
export function isWithdrawnFor(match: Match, uid: string): boolean {
  return match.members[uid]?.cancelledAt != null;
}
