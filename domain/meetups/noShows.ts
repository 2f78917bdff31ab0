import type { EpochMillis } from "../shared/EpochMillis";
import { type Match, rescuedNotice } from "./Match";
import { feedbackClosesAt, hasTakenPlace, meetingMembers } from "./matchStatus";
import { NO_SHOW_PAUSE_MS, NO_SHOW_WINDOW_MS, NO_SHOWS_BEFORE_PAUSE } from "./meetupRules";

/**
 * The meals a student missed: they said they could not go, or (at a lunch for two) another member
 * said they did not come and they did not say they met. At a table, one member's word about the
 * others is not enough: a member who confirmed, then never said "I'm here" nor answered "Did you
 * meet?", while at least two others said they met, missed it once the week to answer has passed. Only meals that
 * were on, once their time has come, count; never one a student was rescued from (left alone, then
 * given a rescue: domain/rescue).
 */
export function noShowsOf(uid: string, matches: readonly Match[], now: EpochMillis): Match[] {
  return matches.filter((match) => {
    if (!hasTakenPlace(match, now)) return false;
    const meeting = meetingMembers(match, now);
    const self = meeting.find((member) => member.uid === uid);
    if (self === undefined || match.notices.includes(rescuedNotice(uid))) return false;
    if (self.feedback?.met === "i-could-not-go") return true;
    if (self.feedback?.met === "yes") return false;
    const others = meeting.filter((member) => member.uid !== uid);
    if (match.kind === "group-dinner") {
      const met = others.filter((member) => member.feedback?.met === "yes").length;
      return self.feedback === null && self.arrival === null && now >= feedbackClosesAt(match) && met >= 2;
    }
    return others.some((member) => member.feedback?.met === "they-did-not-come");
  });
}

/**
 * The no-show policy: two no-shows within eight weeks pause matching for four weeks from the
 * second. Returns when the pause ends, or null when matching is not paused.
 */
export function noShowPauseUntil(uid: string, matches: readonly Match[], now: EpochMillis): EpochMillis | null {
  const recent = noShowsOf(uid, matches, now)
    .map((match) => match.slot)
    .filter((slot) => slot >= now - NO_SHOW_WINDOW_MS - NO_SHOW_PAUSE_MS)
    .sort((a, b) => a - b);
  for (let index = recent.length - 1; index >= NO_SHOWS_BEFORE_PAUSE - 1; index--) {
    const last = recent[index] as EpochMillis;
    const first = recent[index - NO_SHOWS_BEFORE_PAUSE + 1] as EpochMillis;
    if (last - first <= NO_SHOW_WINDOW_MS && now < last + NO_SHOW_PAUSE_MS) return last + NO_SHOW_PAUSE_MS;
  }
  return null;
}
